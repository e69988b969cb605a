import type { PayloadRequest } from 'payload'

/**
 * The header carrying the client address as Express determined it (TRUST_PROXY) to Payload's REST
 * and panel, which only see headers; set on every request by cms/http/clientAddressHeader.ts.
 */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address'

/** What the spec's /api routes put in `context` when they call Payload's sign-in operations. */
export type AttemptContext = { clientAddress?: string; cookieHeader?: string | null }

/**
 * Who is behind an operation: the client address and cookies of the HTTP request that caused it
 * (Payload's REST and the panel carry Express's address header; the spec's /api passes both in
 * `context`). Null for the server's own calls (seed, scripts, the sign-in right after a signup).
 */
export function attemptSource(req: PayloadRequest): { address: string; cookieHeader: string | null } | null {
  const context = (req.context ?? {}) as AttemptContext
  if (typeof context.clientAddress === 'string') return { address: context.clientAddress, cookieHeader: context.cookieHeader ?? null }
  const headers = req.headers as Headers | undefined
  const address = headers?.get?.(CLIENT_ADDRESS_HEADER)
  if (address) return { address, cookieHeader: headers!.get('cookie') }
  if (req.payloadAPI === 'local') return null
  return { address: 'unknown', cookieHeader: headers?.get?.('cookie') ?? null }
}
