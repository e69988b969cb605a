import type { IncomingHttpHeaders } from 'node:http'

/** Node's header object as the Fetch API's Headers, which Payload's auth expects. */
export function toWebHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers()
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const v of value) result.append(name, v)
    else result.set(name, value)
  }
  return result
}
