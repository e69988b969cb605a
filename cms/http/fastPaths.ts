import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Payload } from 'payload'

import { type ReadRoute, type ReadRoutes, sendAnswer } from './readRoutes'
import { logRequest } from './requestLog'
import { securityHeaderList, type SecurityHeaderOptions } from './securityHeaders'

/**
 * The reads of cms/http/readRoutes.ts answered before Express: the product list, the storefront's
 * pages and the signed-in reads memory knows. Measured on this 2-core machine, Express 5 alone costs
 * ~0.12 ms per request (6.7k req/s for a one-route app against 42k for bare node); these skip it so
 * a post going viral does not queue behind the router. Same answers as Express gives for the same
 * routes (the table and its writer are shared; tests/api/fastPathAgreement.test.ts compares them),
 * with the request id, security headers and log line Express's middleware would add. A route
 * without an answer, or whose answer fails, leaves the request to Express.
 */
export function createFastPaths({ payload, routes, headers, logRequests }: { payload: Payload; routes: ReadRoutes; headers: SecurityHeaderOptions; logRequests: boolean }) {
  const table: ReadRoute[] = [routes.catalogue, routes.signedIn, ...(routes.page ? [routes.page] : [])]

  return async function fastPath(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const url = req.url ?? '/'
    const query = url.indexOf('?')
    const path = query === -1 ? url : url.slice(0, query)
    const route = table.find((candidate) => candidate.matches(path))
    if (!route) return false
    // Memory keeps a signed-in read without a query only (a later page of the orders asks ?cursor=: decision 37).
    if (route === routes.signedIn && query !== -1) return false
    let answer
    try {
      answer = await route.answer(req, path)
    } catch (err) {
      payload.logger.warn({ msg: 'fast path failed: Express answers', path, err })
      return false
    }
    if (!answer) return false
    const id = randomUUID()
    if (logRequests) logRequest(payload.logger, req, res, id)
    sendAnswer(req, res, answer, ['X-Request-Id', id, ...securityHeaderList(path, headers)])
    return true
  }
}
