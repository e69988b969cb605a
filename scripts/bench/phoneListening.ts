/**
 * When the app listens on a slow phone, and how soon a tap then shows, measured as a shopper's
 * phone runs the page: the same profile as scripts/bench/phoneTaps.ts (CPU 4× slower, 150 ms
 * latency, 1.6 Mbps, 375×812 touch at 2×, no cache, the full Chromium), but driven over a bare
 * DevTools pipe (scripts/bench/devtoolsPipe.ts) with only the domains the profile needs (Page,
 * Network, Emulation, Input; never Runtime), and nothing polling the page while it loads.
 *
 * Why not Playwright: it enables the Runtime domain, and V8 then records a detailed stack for every
 * Error created, React's four module-level ones included, re-parsing the 295 KB entry for their
 * source positions. Side by side on the same shop that alone made the app listen 160–500 ms later
 * on this profile (decision 63). phoneTaps.ts keeps Playwright for the early taps, which it needs
 * to find and tap controls as they appear.
 *
 * Each visit: open the page fresh, wait for the app to listen (the recorder of phoneTaps.ts: React
 * has committed the first Add to Cart), let it settle as phoneTaps.ts does before its second tap,
 * choose size M where the product has sizes and bring the button into view, wait as long as a
 * hand takes to reach it (CHOOSE_TO_TAP_MS), tap Add to Cart once and time `touchstart` to the
 * first visible answer ("Adding...", the toast, or the held button).
 */
import { launchOverPipe } from './devtoolsPipe'
import { ADD_FEEDBACK, ANSWER_DEADLINE_MS, type Marks, median, PHONE_CONTEXT, PHONE_CPU_SLOWDOWN, PHONE_NETWORK, type PhoneTarget, RECORDER, SETTLE_MS } from './phoneTaps'

export type ListeningScenario = { name: string; path: string }

export type ListeningRun = { fcpMs: number | null; listeningMs: number | null; tapToFeedbackMs: number | null; problem: string | null }

export type ListeningSummary = {
  scenario: ListeningScenario
  runs: ListeningRun[]
  fcpMedianMs: number | null
  listeningAfterFcpMedianMs: number | null
  tapToFeedbackMedianMs: number | null
  tapToFeedbackMaxMs: number | null
}

/** The pages of the listening and feedback goals: Add to Cart on `/`, `/shop` and a product page with sizes. */
export function listeningScenarios(sizedProductId: string): ListeningScenario[] {
  return [
    { name: '/', path: '/' },
    { name: '/shop', path: '/shop' },
    { name: '/products/{id}', path: `/products/${sizedProductId}` },
  ]
}

const POLL_MS = 250
/**
 * From choosing a size (a phone's picker closing) and scrolling to the button, to the finger on
 * Add to Cart: a person takes at least this long. Tapping in the same instant timed the work the
 * bench's own preparation had just started (the card's re-render for the size, the scroll bringing
 * the next cards in) rather than the tap: 100–125 ms against 59–68 ms after this pause (decision 64).
 */
const CHOOSE_TO_TAP_MS = 300

/** In the page: the first Add to Cart (a product page's own in `main`), size M chosen, scrolled into view; its centre. */
const PREPARE_TAP = `(() => {
  const scope = location.pathname.startsWith('/products/') ? document.querySelector('main') : document.querySelector('#root article')
  const button = scope && [...scope.querySelectorAll('button')].find((b) => /Add to Cart/.test(b.textContent || ''))
  if (!button) return null
  const size = [...scope.querySelectorAll('select')].find((s) => [...(s.labels || [])].some((l) => l.textContent.trim() === 'Size'))
  if (size) {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(size, 'M')
    size.dispatchEvent(new Event('change', { bubbles: true }))
  }
  button.scrollIntoView({ block: 'center' })
  const box = button.getBoundingClientRect()
  return JSON.stringify({ x: box.left + box.width / 2, y: box.top + box.height / 2 })
})()`

/**
 * `runs` fresh visits of each scenario on each target, taking turns (target A, target B, A, B…) so
 * that two builds meet the same machine load. One Chromium for all, a new browser context per visit.
 */
export async function phoneListening(executablePath: string, args: string[], targets: PhoneTarget[], runs: number, log: (line: string) => void = () => {}, only?: readonly string[]): Promise<Map<string, ListeningSummary[]>> {
  const chromium = await launchOverPipe(executablePath, args)
  const results = new Map<string, ListeningSummary[]>(targets.map((target) => [target.label, []]))
  try {
    const scenarioCount = listeningScenarios('').length
    for (let index = 0; index < scenarioCount; index += 1) {
      if (only && !only.includes(listeningScenarios('')[index].name)) continue
      const perTarget = new Map<string, ListeningRun[]>(targets.map((target) => [target.label, []]))
      for (let run = 0; run < runs; run += 1) {
        for (const target of targets) perTarget.get(target.label)!.push(await visit(chromium, target.url + listeningScenarios(target.sizedProductId)[index].path))
      }
      for (const target of targets) {
        const summary = summarize(listeningScenarios(target.sizedProductId)[index], perTarget.get(target.label)!)
        results.get(target.label)!.push(summary)
        log(`${targets.length > 1 ? `[${target.label}] ` : ''}${describeListening(summary)}`)
      }
    }
  } finally {
    await chromium.close()
  }
  return results
}

type Chromium = Awaited<ReturnType<typeof launchOverPipe>>

async function visit(chromium: Chromium, url: string): Promise<ListeningRun> {
  const run: ListeningRun = { fcpMs: null, listeningMs: null, tapToFeedbackMs: null, problem: null }
  const { browserContextId } = await chromium.send<{ browserContextId: string }>('Target.createBrowserContext')
  try {
    const { targetId } = await chromium.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId })
    const { sessionId } = await chromium.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true })
    const page = <T>(method: string, params?: Record<string, unknown>) => chromium.send<T>(method, params, sessionId)
    const { viewport, deviceScaleFactor, isMobile, hasTouch } = PHONE_CONTEXT
    // Page for the recorder (added to every new document), Network for the profile: neither costs the page (decision 63).
    await page('Page.enable')
    await page('Network.enable')
    await page('Network.setCacheDisabled', { cacheDisabled: true })
    await page('Network.emulateNetworkConditions', PHONE_NETWORK)
    await page('Emulation.setDeviceMetricsOverride', { width: viewport.width, height: viewport.height, deviceScaleFactor, mobile: isMobile })
    await page('Emulation.setTouchEmulationEnabled', { enabled: hasTouch, maxTouchPoints: 5 })
    await page('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN })
    await page('Page.addScriptToEvaluateOnNewDocument', { source: RECORDER })
    await page('Page.navigate', { url })
    // Runtime.evaluate works without the Runtime domain enabled; a read every 250 ms is all the page sees of the bench.
    const marks = async () => {
      const { result } = await page<{ result: { value?: string } }>('Runtime.evaluate', { expression: 'JSON.stringify(window.__phone ?? null)', returnByValue: true })
      return result.value ? (JSON.parse(result.value) as Marks | null) : null
    }
    const deadline = Date.now() + ANSWER_DEADLINE_MS * 2
    let seen = await marks()
    while (!seen?.listening) {
      if (Date.now() > deadline) throw new Error('the app never listened')
      await pause(POLL_MS)
      seen = await marks()
    }
    run.fcpMs = seen.fcp === null ? null : Math.round(seen.fcp)
    run.listeningMs = Math.round(seen.listening)
    await pause(SETTLE_MS)
    const { result } = await page<{ result: { value?: string | null } }>('Runtime.evaluate', { expression: PREPARE_TAP, returnByValue: true })
    if (!result.value) throw new Error('no Add to Cart on the page')
    const { x, y } = JSON.parse(result.value) as { x: number; y: number }
    await pause(CHOOSE_TO_TAP_MS)
    await page('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    await page('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    for (;;) {
      const now = await marks()
      const touch = now?.touches[0]
      const feedback = touch === undefined ? undefined : now!.answers.find((mark) => mark.at >= touch && ADD_FEEDBACK.test(mark.text))
      if (touch !== undefined && feedback) {
        run.tapToFeedbackMs = Math.round(feedback.at - touch)
        break
      }
      if (Date.now() > deadline) throw new Error(touch === undefined ? 'the tap never reached the page' : 'no visible answer to the tap')
      await pause(POLL_MS)
    }
  } catch (err) {
    run.problem = (err as Error).message
  } finally {
    await chromium.send('Target.disposeBrowserContext', { browserContextId }).catch(() => {})
  }
  return run
}

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function summarize(scenario: ListeningScenario, runs: ListeningRun[]): ListeningSummary {
  const numbers = (pick: (run: ListeningRun) => number | null) => runs.map(pick).filter((value): value is number => value !== null)
  const feedback = numbers((run) => run.tapToFeedbackMs)
  return {
    scenario,
    runs,
    fcpMedianMs: median(numbers((run) => run.fcpMs)),
    listeningAfterFcpMedianMs: median(numbers((run) => (run.fcpMs !== null && run.listeningMs !== null ? run.listeningMs - run.fcpMs : null))),
    tapToFeedbackMedianMs: median(feedback),
    tapToFeedbackMaxMs: feedback.length ? Math.max(...feedback) : null,
  }
}

export function describeListening(summary: ListeningSummary): string {
  const ms = (value: number | null) => (value === null ? '—' : `${value} ms`)
  const problems = [...new Set(summary.runs.map((run) => run.problem).filter(Boolean))]
  return (
    `${summary.scenario.name}: FCP ${ms(summary.fcpMedianMs)}, app listening ${ms(summary.listeningAfterFcpMedianMs)} after it, tap to feedback once listening ${ms(summary.tapToFeedbackMedianMs)} (max ${ms(summary.tapToFeedbackMaxMs)})` +
    (problems.length ? `\n    failed visits: ${problems.join('; ')}` : '') +
    `\n    runs (FCP / listening / feedback ms): ${summary.runs.map((run) => `${run.fcpMs ?? '—'}/${run.listeningMs ?? '—'}/${run.tapToFeedbackMs ?? '—'}`).join(', ')}`
  )
}
