import type { Server } from 'node:http'
import { getPayload, type Payload } from 'payload'

import { createApp } from './app'
import { EnvError, readEnv, type Env } from './env'
import { createPanel, type Panel } from './panel/nextPanel'
import { createPaymentProvider } from './payments/createPaymentProvider'
import { runMigrationsInDevelopment } from './db/runMigrations'
import { seedIfEmpty } from '../seed/seedIfEmpty'

/** How long shutdown waits for requests in flight before closing connections anyway. */
const SHUTDOWN_GRACE_MS = 10_000

export async function startShop(): Promise<void> {
  let env: Env
  try {
    env = readEnv()
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  const { default: config } = await import('./payload.config')
  const payload = await getPayload({ config })
  if (env.payloadSecretGenerated) {
    payload.logger.warn(`PAYLOAD_SECRET is not set: using a generated secret kept in ${env.dataDir}/.payload-secret`)
  }
  await runMigrationsInDevelopment(payload, env)
  if (env.seed === 'demo') await seedIfEmpty(payload)

  const payments = createPaymentProvider(env, payload)
  const panel: Panel | null = env.cmsPanel
    ? createPanel({ dev: !env.isProduction, log: (msg, err) => (err ? payload.logger.error({ msg, err }) : payload.logger.warn(msg)) })
    : null
  const { app, close: closeApp } = await createApp({ payload, env, payments, panel })

  const server = await listen(app, env)
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : env.port
  payload.logger.info({ msg: 'listening', port, url: `http://localhost:${port}`, payments: payments.mode })
  if (panel) server.on('upgrade', (req, socket, head) => panel.handleUpgrade(req, socket, head))

  installShutdown({ server, payload, panel, closeApp })
}

function listen(app: import('express').Express, env: Env): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(env.port, env.host, (err?: Error) => (err ? reject(err) : resolve(server)))
  })
}

/** SIGTERM/SIGINT: stop accepting, let requests in flight finish, then close the database. */
function installShutdown(parts: { server: Server; payload: Payload; panel: Panel | null; closeApp: () => Promise<void> }): void {
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    const { server, payload, panel, closeApp } = parts
    payload.logger.info({ msg: 'shutting down', signal })
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS)
    force.unref()
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
    })
    await Promise.allSettled([closeApp(), panel?.close()])
    await payload.destroy()
    payload.logger.info({ msg: 'stopped' })
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}
