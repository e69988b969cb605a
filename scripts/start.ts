/**
 * `npm start`: production mode unless NODE_ENV says otherwise; builds first when no build exists,
 * so `npm ci && npm start` on a fresh clone serves the shop.
 */
import { execSync } from 'node:child_process'
import fs from 'node:fs'

process.env.NODE_ENV ??= 'production'

if (process.env.NODE_ENV === 'production') {
  const storefrontBuilt = fs.existsSync('storefront/dist/index.html')
  const panelBuilt = fs.existsSync('cms/.next/BUILD_ID') || process.env.CMS_PANEL === 'off'
  if (!storefrontBuilt || !panelBuilt) {
    console.log('No build found: building the shop once (about a minute)…')
    execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  }
}

await import('../cms/server')
