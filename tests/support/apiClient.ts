/**
 * A small HTTP client for API tests that keeps cookies like a browser (one jar per client),
 * so each client is one visitor: a guest, a customer or an administrator.
 */
export type ApiResponse<T = any> = { status: number; body: T; text: string; headers: Headers }

export class ApiClient {
  private cookies = new Map<string, string>()

  /** `headers` go with every request, e.g. X-Forwarded-For to play a visitor from another address. */
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers)
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers)
  }
  put<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, body, headers)
  }
  patch<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', path, body, headers)
  }
  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers)
  }

  /** Sends a raw body (a string or bytes) as is: malformed JSON, files. */
  async raw<T = any>(method: string, path: string, body: string | Uint8Array, headers: Record<string, string> = {}) {
    return this.send<T>(method, path, { body: body as BodyInit, headers })
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: { body?: BodyInit; headers: Record<string, string> } = { headers: { ...headers } }
    if (body !== undefined) {
      init.body = JSON.stringify(body)
      init.headers['content-type'] ??= 'application/json'
    }
    return this.send<T>(method, path, init)
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  hasSession(): boolean {
    return this.cookies.has('payload-token')
  }

  private async send<T>(method: string, path: string, init: { body?: BodyInit; headers: Record<string, string> }): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...this.headers, ...init.headers }
    const cookie = this.cookieHeader()
    if (cookie) headers.cookie = cookie
    const url = path.startsWith('http') ? path : `${this.baseUrl}${path}`
    const res = await fetch(url, { method, body: init.body, headers, redirect: 'manual' })
    for (const setCookie of res.headers.getSetCookie()) this.storeCookie(setCookie)
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, text, headers: res.headers }
  }

  private storeCookie(setCookie: string): void {
    const [pair, ...attributes] = setCookie.split(';')
    const index = pair.indexOf('=')
    const name = pair.slice(0, index).trim()
    const value = pair.slice(index + 1).trim()
    const expired = attributes.some((a) => {
      const [key, val] = a.trim().split('=')
      return key.toLowerCase() === 'expires' && new Date(val).getTime() < Date.now()
    })
    if (expired || value === '') this.cookies.delete(name)
    else this.cookies.set(name, value)
  }
}
