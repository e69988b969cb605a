import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Built by storefront/build/earlyInputScript.ts from storefront/early/holdEarlyInput.ts. */
const SCRIPT_FILE = 'hold-early-input.js'
/** On #root until the app listens (storefront/src/main.tsx removes it). */
const APP_PENDING = 'aria-busy="true"'

export type EarlyInputScript = { script: string; cspSource: string }

let cached: { dist: string; value: EarlyInputScript | null } | null = null

/**
 * The script that holds taps, choices and typing made on a server-rendered page before the app
 * listens, and hands them to the app once it does (decision 35), with the Content Security Policy
 * source that allows exactly it inline. Null when the storefront is not built.
 */
export function earlyInputScript(storefrontDist = path.resolve(process.cwd(), 'storefront/dist')): EarlyInputScript | null {
  if (cached?.dist === storefrontDist) return cached.value
  let script: string | null = null
  try {
    script = fs.readFileSync(path.join(storefrontDist, SCRIPT_FILE), 'utf8')
  } catch {
    // not built (development serves the storefront from Vite, without the policy)
  }
  // Inline, the script could end the element early: the built file never holds "</".
  const value = script && !script.includes('</') ? { script, cspSource: `'sha256-${createHash('sha256').update(script).digest('base64')}'` } : null
  cached = { dist: storefrontDist, value }
  return value
}

/**
 * A server-rendered page: the holding script first thing in <head> (it runs before any control
 * is painted: inline, no request to wait for), the app's own scripts where Vite put them (the
 * preload scanner asks for them while the HTML arrives), and #root marked `aria-busy` until React
 * listens. Screen readers may wait for a busy region; the browser tests wait for it too.
 */
export function holdEarlyInput(template: string, early: EarlyInputScript | null): string {
  const withRoot = template.replace('<div id="root">', `<div id="root" ${APP_PENDING}>`)
  if (!early) return withRoot
  return withRoot.replace(/<head>(\s*<meta charset="[^"]*"\s*\/?>)?/, (head) => `${head}<script>${early.script}</script>`)
}
