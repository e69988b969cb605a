import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

/** One structured log line per request: method, path, status and time taken. */
export function requestLog(payload: Payload): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      payload.logger.info({
        msg: 'request',
        id: req.id,
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      })
    })
    next()
  }
}
