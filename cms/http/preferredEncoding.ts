/** The compressed encodings the shop sends, best first. */
export type ContentEncoding = 'br' | 'gzip'

/**
 * Which of the shop's encodings a request's Accept-Encoding takes, Brotli first (browsers list gzip
 * first, but every one that names Brotli prefers it), or null for the body as it is. `br;q=0`
 * refuses Brotli; `*` stands for any encoding the header does not name.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean)
    if (name) weights.set(name.trim(), q ? Number(q[1]) : 1)
  }
  const accepts = (encoding: ContentEncoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return null
}
