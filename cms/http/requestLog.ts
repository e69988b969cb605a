import type { RequestHandler } from 'express'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Payload } from 'payload'

/**
 * One structured log line per request: method, path, status and time taken. The path is read when
 * the request arrives (its canonical spelling, cms/http/canonicalPath.ts): a router mounted under a
 * prefix (`/api/orders`) rewrites `req.url` to what is left (`/`) while it handles the request.
 */
export function logRequest(logger: Payload['logger'], req: IncomingMessage, res: ServerResponse, id: string): void {
  const started = process.hrtime.bigint()
  const url = req.url ?? ''
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    logger.info({
      msg: 'request',
      id,
      method: req.method,
      path,
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
