import { ApiError } from './ApiError'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * The one fetch wrapper; a failed answer throws an ApiError. Cookies always travel; a JSON content type only with a
 * body, so GETs stay identical to the <link rel=preload> requests in index.html and reuse them.
 */
export async function apiFetch<T>(method: Method, url: string, body?: unknown, extraHeaders?: Record<string, string>): Promise<T> {
  const hasBody = body !== undefined
  const headers = { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...extraHeaders }
  const res = await fetch(url, {
    method,
    credentials: 'include',
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
  })
  if (!res.ok) {
    const text = await res.text().catch(() => '')
    throw new ApiError(res.status, text, res.statusText)
  }
  const text = await res.text()
  return (text ? JSON.parse(text) : null) as T
}
