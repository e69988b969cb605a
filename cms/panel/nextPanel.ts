import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import path from 'node:path'
import fs from 'node:fs'
import next from 'next'

export type Panel = {
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>
  handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void
  close: () => Promise<void>
}

const cmsDir = path.resolve(process.cwd(), 'cms')

/**
 * Payload's editors' panel, a Next.js app, inside this Express process. Next prepares in the
 * background so the shop answers at once; the first /cms request waits for it.
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
  const app = next({ dev, dir: cmsDir, quiet: !dev })
  const ready = app.prepare().catch((err: unknown) => {
    log('The editors\' panel failed to start', err)
    throw err
  })
  // Unhandled rejections would end the process; the error is logged above and surfaces per request.
  ready.catch(() => {})
  const nextHandle = app.getRequestHandler()
  type Upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => unknown
  let upgrade: Upgrade | null = null
  return {
    handle: async (req, res) => {
      await ready
      await nextHandle(req, res)
    },
    handleUpgrade: (req, socket, head) => {
      void ready.then(() => {
        upgrade ??= app.getUpgradeHandler() as Upgrade
        void upgrade(req, socket, head)
      })
    },
    close: async () => {
      await ready.catch(() => {})
      await app.close()
    },
  }
}
