import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import path from 'node:path'
import fs from 'node:fs'

export type Panel = {
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>
  handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void
  close: () => Promise<void>
}

const cmsDir = path.resolve(process.cwd(), 'cms')

type NextApp = ReturnType<typeof import('next').default>
type Started = { app: NextApp; handle: ReturnType<NextApp['getRequestHandler']> }
type Upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => unknown

/**
 * Payload's editors' panel, a Next.js app, inside this Express process. Next is loaded and
 * prepared at the first panel request (a second or two), not at start: loading it cost about a
 * third of the shop's start time, and most of the time no editor is at work.
 */
export function createPanel({ dev, log }: { dev: boolean; log: (msg: string, err?: unknown) => void }): Panel {
  if (!dev && !fs.existsSync(path.join(cmsDir, '.next', 'BUILD_ID'))) {
    log('The editors\' panel is not built: run `npm run build`. /cms answers 503 until then.')
    const unavailable = async (_req: IncomingMessage, res: ServerResponse) => {
      res.statusCode = 503
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.end('The editors\' panel is not built yet. Run `npm run build` and restart the shop.')
    }
    return { handle: unavailable, handleUpgrade: (_r, socket) => socket.destroy(), close: async () => {} }
  }
  let started: Promise<Started> | null = null
  const start = () =>
    (started ??= (async () => {
      const { default: next } = await import('next')
      const app = next({ dev, dir: cmsDir, quiet: !dev })
      await app.prepare()
      return { app, handle: app.getRequestHandler() }
    })().catch((err: unknown) => {
      log('The editors\' panel failed to start', err)
      throw err
    }))
  let upgrade: Upgrade | null = null
  const isKnownAction = dev ? () => true : knownServerActions()
  return {
    handle: async (req, res) => {
      if (refusedServerAction(req, res, isKnownAction)) return
      const { handle } = await start()
      await handle(req, res)
    },
    handleUpgrade: (req, socket, head) => {
      start().then(
        ({ app }) => {
          upgrade ??= app.getUpgradeHandler() as Upgrade
          void upgrade(req, socket, head)
        },
        () => socket.destroy(),
      )
    },
    close: async () => {
      const running = await started?.catch(() => null)
      await running?.app.close()
    },
  }
}

/**
 * The panel's server actions, by the ids its build knows (`server-reference-manifest.json`). Read
 * at the first action, not at start.
 */
function knownServerActions(): (id: string) => boolean {
  let ids: Set<string> | null = null
  return (id) => {
    if (!ids) {
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(cmsDir, '.next', 'server', 'server-reference-manifest.json'), 'utf8')) as Record<string, unknown>
        ids = new Set(['node', 'edge'].flatMap((runtime) => Object.keys((manifest[runtime] as Record<string, unknown> | undefined) ?? {})))
      } catch {
        // No manifest to go by: Next.js decides.
        return true
      }
    }
    return ids.has(id)
  }
}

/**
 * A server-action call this build does not have (a made-up id, or a tab left open across an
 * update) gets Next.js's own answer here, before Next.js: it would print the error with its stack
 * on stderr for every such request (issue 28: an anonymous bad request is the caller's mistake,
 * logged as one request line). Same status, header and text as Next.js, so the panel's page still
 * reloads itself. True when answered.
 */
function refusedServerAction(req: IncomingMessage, res: ServerResponse, isKnown: (id: string) => boolean): boolean {
  const id = req.headers['next-action']
  if (req.method !== 'POST' || typeof id !== 'string' || isKnown(id)) return false
  const malformed = !/^[0-9a-f]{42}$/.test(id)
  const body = malformed ? 'Invalid Server Action request.' : 'Server Action unavailable.'
  res.writeHead(malformed ? 400 : 409, { 'Content-Type': 'text/plain', 'x-nextjs-action-not-found': '1', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' })
  res.end(body)
  return true
}
