/**
 * Runs axe-core inside the page and returns its violations, in a shape that reads well in a failed
 * assertion. Every impact counts, minor and moderate too (issue 29): there is deliberately no
 * serious-only variant, so no test can go back to ignoring the smaller problems.
 */
import fs from 'node:fs'
import type { Page } from 'playwright-core'

import { recordTiming } from './suiteTimings'

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export type AxeViolation = { id: string; impact: string; help: string; targets: string[] }

/** Every violation axe finds, whatever its impact (minor and moderate too). */
export async function a11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated rather than injected as a <script>: the shop's Content Security Policy (rightly)
  // refuses inline scripts, and the check must run under the real policy. Once per document: a
  // second scan of the same page (after opening a dialog, say) reuses it (its evaluation costs
  // about a third of a scan's CPU); a navigation to a new document starts without it again.
  const started = performance.now()
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(AXE_SOURCE)
  const violations = await scan(page)
  recordTiming('axe', performance.now() - started, { reused: loaded })
  return violations
}

async function scan(page: Page): Promise<AxeViolation[]> {
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: any[] }> } }).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((v) => ({
      id: v.id as string,
      impact: v.impact as string,
      help: v.help as string,
      targets: v.nodes.slice(0, 5).map((n: { target: string[] }) => n.target.join(' ')),
    }))
  })
  return violations
}
