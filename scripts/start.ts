/**
 * `npm start`: production mode unless NODE_ENV says otherwise, building first when a build is
 * missing or stale, so `npm ci && npm start` on a fresh clone serves the shop.
 */
import { ensureBuild } from './ensureBuild'

const environment = process.env as Record<string, string | undefined>
environment.NODE_ENV ??= 'production'
if (environment.NODE_ENV === 'production') ensureBuild({ panel: process.env.CMS_PANEL !== 'off' })

await import('../cms/server')
