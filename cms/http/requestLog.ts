import type { RequestHandler } from 'express'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Payload } from 'payload'

/** One structured log line per request: method, path, status and time taken. */
export function logRequest(logger: Payload['logger'], req: IncomingMessage, res: ServerResponse, id: string): void {
  const started = process.hrtime.bigint()
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    const url = req.url ?? ''
    const query = url.indexOf('?')
    logger.info({
      msg: 'request',
      id,
      method: req.method,
      path: query === -1 ? url : url.slice(0, query),
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
    })
  })
}

export function requestLog(payload: Payload): RequestHandler {
  return (req, res, next) => {
    logRequest(payload.logger, req, res, req.id)
    next()
  }
}
