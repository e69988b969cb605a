import { randomUUID } from 'node:crypto'
import type { RequestHandler } from 'express'

declare module 'express-serve-static-core' {
  interface Request {
    id: string
  }
}

/** Every request gets an id that the logs and the generic 500 answer share. */
export const requestId: RequestHandler = (req, res, next) => {
  req.id = randomUUID()
  res.setHeader('X-Request-Id', req.id)
  next()
}
