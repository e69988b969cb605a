import { env } from '../env'

let known: string | null = null

/**
 * The storefront's public address for links in e-mails: PUBLIC_URL, else this machine's address
 * once the server listens (development). No trailing slash.
 */
export const shopUrl = {
  set(url: string): void {
    known = url.replace(/\/+$/, '')
  },
  get(): string {
    if (known) return known
    const { publicUrl, port } = env()
    return publicUrl ? publicUrl.toString().replace(/\/+$/, '') : `http://localhost:${port}`
  },
}
