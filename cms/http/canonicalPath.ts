/** Letters, digits and `-._~`: percent-escapes of these mean the same path (RFC 3986 §6.2.2.2). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/

/**
 * The one spelling of a request's path that every router in this process agrees on. Express
 * matches the raw path while Next.js decodes and resolves it, so `/cms-api/users/%6cogin` or
 * `/cms/../cms-api/users/login` used to slip past Express's rules into Payload. Escaped letters
 * and digits are decoded, other escapes keep one (upper-case) spelling; dot-segments, empty
 * segments, backslashes and escaped `/`, `\`, `%` or control characters are refused (null): no
 * browser sends them, and each is a way to make two routers see two different paths.
 */
export function canonicalRequestUrl(url: string): string | null {
  const queryAt = url.indexOf('?')
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  const query = queryAt === -1 ? '' : url.slice(queryAt)
  if (!path.startsWith('/') || path.includes('\\')) return null
  let canonical = ''
  for (let i = 0; i < path.length; i += 1) {
    const char = path[i]
    if (char !== '%') {
      if (char.charCodeAt(0) < 0x21 || char.charCodeAt(0) === 0x7f) return null
      canonical += char
      continue
    }
    const hex = path.slice(i + 1, i + 3)
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return null
    const code = parseInt(hex, 16)
    const decoded = String.fromCharCode(code)
    if (UNRESERVED.test(decoded)) canonical += decoded
    else if (code < 0x20 || code === 0x7f || decoded === '/' || decoded === '\\' || decoded === '%') return null
    else canonical += `%${hex.toUpperCase()}`
    i += 2
  }
  const segments = canonical.split('/').slice(1)
  const last = segments.length - 1
  if (segments.some((segment, i) => segment === '.' || segment === '..' || (segment === '' && i !== last))) return null
  return canonical + query
}
