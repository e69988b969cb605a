/**
 * `npm start`: production mode unless NODE_ENV says otherwise. Builds first when a build is missing
 * or older than its sources (so `npm ci && npm start` on a fresh clone serves the shop), then runs
 * the compiled server in this same process: Ctrl-C, systemd and `kill` signal the shop itself, with
 * no relay in between that could cut its graceful shutdown short.
 */
import { EnvFileError, loadEnvFile } from '../cms/envFile.mjs'
import { ensureBuild } from './ensureBuild.mjs'

// The .env file first: its NODE_ENV and CMS_PANEL decide what is built (the server reads it again, the same way).
try {
  loadEnvFile()
} catch (err) {
  if (!(err instanceof EnvFileError)) throw err
  console.error(`Invalid configuration:\n  - ${err.message}`)
  process.exit(1)
}
process.env.NODE_ENV ??= 'production'
const production = process.env.NODE_ENV === 'production'
// Development mode serves the storefront and panel from their sources: only the server is needed.
await ensureBuild({ panel: production && process.env.CMS_PANEL !== 'off', storefront: production })
await import('../dist/server/server.mjs')
