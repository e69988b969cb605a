/**
 * Builds what the server serves when a build is missing or older than its sources: the storefront
 * (a few seconds) and the editors' panel (about a minute). `npm test` and `npm start` call it, so
 * neither ever runs against a stale build.
 */
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const STOREFRONT_SOURCES = ['storefront/src', 'storefront/public', 'storefront/index.html', 'storefront/vite.config.ts', 'shared', 'package-lock.json']
const PANEL_SOURCES = ['cms/payload.config.ts', 'cms/app', 'cms/panel/components', 'shared/orderStatus.ts', 'cms/next.config.mjs', 'collections', 'globals', 'package-lock.json']

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))))
}

function isStale(output: string, sources: string[]): boolean {
  if (!fs.existsSync(output)) return true
  const builtAt = fs.statSync(output).mtimeMs
  return Math.max(...sources.map(newestChange)) > builtAt
}

function run(command: string): void {
  execSync(command, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } })
}

export function ensureBuild({ panel }: { panel: boolean }): void {
  if (isStale('storefront/dist/index.html', STOREFRONT_SOURCES) || isStale('storefront/dist-server/entry-server.js', STOREFRONT_SOURCES)) {
    run('npm run --silent build:storefront')
  }
  if (panel && isStale('cms/.next/BUILD_ID', PANEL_SOURCES)) {
    console.log('Building the editors\' panel (about a minute)…')
    run('npm run --silent build:cms')
  }
}

if (process.argv[1]?.endsWith('ensureBuild.ts')) ensureBuild({ panel: process.env.CMS_PANEL !== 'off' })
