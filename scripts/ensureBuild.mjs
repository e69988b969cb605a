/**
 * Builds what the shop runs when a build is missing or older than its sources: the server
 * (compiled TypeScript, under a second), the storefront (a few seconds) and the editors' panel
 * (about a minute). `npm start`, `npm run build`, `npm run bench` and the test suite's global setup
 * call it, so none of them ever runs a stale build; with nothing stale it returns in milliseconds.
 * Plain JavaScript: it runs before anything is compiled.
 */
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { buildServer, SERVER_INPUTS, SERVER_OUTPUT } from './buildServer.mjs'

const STOREFRONT_SOURCES = ['storefront/src', 'storefront/early', 'storefront/build', 'storefront/public', 'storefront/index.html', 'storefront/vite.config.ts', 'shared', 'package-lock.json']
const PANEL_SOURCES = ['cms/payload.config.ts', 'cms/app', 'cms/panel/components', 'shared/orderStatus.ts', 'cms/next.config.mjs', 'collections', 'globals', 'package-lock.json']
/** Besides the files the last server build read: what decides how it is built. */
const SERVER_BUILD_SOURCES = ['scripts/buildServer.mjs', 'scripts/serverExternalPackages.json', 'tsconfig.json', 'package-lock.json']

function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))))
}

function isStale(output, sources) {
  if (!fs.existsSync(output)) return true
  const builtAt = fs.statSync(output).mtimeMs
  return Math.max(...sources.map(newestChange)) > builtAt
}

/** The server is stale when any file its last build read changed or went away (a new file only matters once a read file imports it). */
function serverIsStale() {
  if (!fs.existsSync(SERVER_INPUTS) || !fs.existsSync(SERVER_OUTPUT)) return true
  const inputs = JSON.parse(fs.readFileSync(SERVER_INPUTS, 'utf8'))
  if (inputs.some((file) => !fs.existsSync(file))) return true
  return isStale(SERVER_OUTPUT, [...inputs, ...SERVER_BUILD_SOURCES])
}

function run(command) {
  execSync(command, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } })
}

/** `storefront: false` and `panel: false` build the server only (what a start in development mode needs). */
export async function ensureBuild({ panel, storefront = true }) {
  if (serverIsStale()) await buildServer()
  if (storefront && (isStale('storefront/dist/index.html', STOREFRONT_SOURCES) || isStale('storefront/dist-server/entry-server.js', STOREFRONT_SOURCES))) {
    run('npm run --silent build:storefront')
  }
  if (panel && isStale('cms/.next/BUILD_ID', PANEL_SOURCES)) {
    console.log('Building the editors\' panel (about a minute)…')
    run('npm run --silent build:cms')
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureBuild({ panel: process.env.CMS_PANEL !== 'off' })
}
