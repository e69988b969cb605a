/**
 * A shopper's first taps on a slow phone (issue 30): Chromium with its CPU slowed 4× (CDP
 * `Emulation.setCPUThrottlingRate`), 150 ms latency and 1.6 Mbps down (`Network.emulateNetworkConditions`),
 * cache disabled, a 375×812 touch screen at 2× pixels. Each run opens a page fresh and:
 * - notes the first contentful paint and the moment React has committed the first Add to Cart (or
 *   Subscribe) button: the app listens for it (before, a tap on it was lost; since decision 35 it
 *   is held until then);
 * - taps as soon as the control is visible (`locator.tap()`), after choosing a size as soon as the
 *   size select is visible where the product has sizes; the tap is answered when "Added to cart"
 *   shows and the guest cart holds exactly one (not lost, not doubled); Subscribe is answered when
 *   the form says something and the page stays where it is (no `/?email=…` reload);
 * - once the app listens and the first answer is in, taps again and times the tap (`touchstart`)
 *   to the next visible answer (a toast, or the button's held state).
 * Times are the page's own clock (performance.now), so the bench's process does not count.
 */
import type { Browser, Page } from 'playwright-core'

export type PhoneScenario = {
  /** What the line says, e.g. "/shop". */
  name: string
  path: string
  /**
   * Add to Cart on the first card (a product page: its only one), after choosing `size` where the
   * product has sizes; or Subscribe in the footer.
   */
  action: { kind: 'add'; size: string } | { kind: 'subscribe' }
}

export type PhoneRun = {
  fcpMs: number | null
  lcpMs: number | null
  listeningMs: number | null
  answered: boolean
  doubled: boolean
  /** Why a tap counts as not answered. */
  problem: string | null
  earlyTapToAnswerMs: number | null
  tapToFeedbackMs: number | null
}

export const ANSWER_DEADLINE_MS = 15_000
/** After the answer, how long a doubled action has to show itself. */
export const SETTLE_MS = 1_500

export const PHONE_CONTEXT = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
/** The phone's network (CDP `Network.emulateNetworkConditions`): 150 ms latency, 1.6 Mbps down, 750 kbps up. */
export const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 }
export const PHONE_CPU_SLOWDOWN = 4
/** What counts as visible feedback to an Add to Cart once the app listens: the toast, the button's busy text, or the held button. */
export const ADD_FEEDBACK = /Added to cart|Adding\.\.\.|held/

/**
 * Installed before the page's own scripts: the paint, the app listening for the control, taps and
 * answers, on the page's clock. A string: functions compiled by tsx carry helpers the page lacks.
 */
export const RECORDER = `(() => {
  const marks = { fcp: null, lcp: null, listening: null, touches: [], answers: [] }
  window.__phone = marks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  // The largest paint before the first tap (the browser stops reporting at the first input).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  // The app listens for the control once React has committed it (its fiber is in the tree on
  // screen; storefront/early/holdEarlyInput.ts): before, a tap on it is lost or, since decision 35, held.
  const committed = (el) => {
    const key = Object.keys(el).find((name) => name.startsWith('__reactFiber$'))
    if (!key) return false
    let fiber = el[key]
    if (fiber.alternate) return true
    while (fiber.return) fiber = fiber.return
    return fiber.tag === 3 && fiber.stateNode && fiber.stateNode.current === fiber
  }
  const poll = setInterval(() => {
    const control = [...document.querySelectorAll('#root button')].find((button) => /Add to Cart|Subscribe/.test(button.textContent || ''))
    if (control && committed(control)) {
      marks.listening = performance.now()
      clearInterval(poll)
    }
  }, 5)
  window.addEventListener('touchstart', (event) => marks.touches.push(event.timeStamp), { capture: true, passive: true })
  const ANSWERS = /Added to cart|Adding\\.\\.\\.|Size required|please confirm|Subscribing|not available yet/i
  const seen = (node) => {
    const text = node.textContent || ''
    if (ANSWERS.test(text)) marks.answers.push({ at: performance.now(), text: text.slice(0, 120) })
  }
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') seen(record.target)
      for (const node of record.addedNodes) seen(node)
      if (record.type === 'attributes' && record.target.hasAttribute('data-held')) marks.answers.push({ at: performance.now(), text: 'held' })
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-held'] })
})()`

export type Marks = { fcp: number | null; lcp: number | null; listening: number | null; touches: number[]; answers: { at: number; text: string }[] }
const marksOf = (page: Page) => page.evaluate(() => (window as unknown as { __phone: Marks }).__phone)

async function slowPhone(browser: Browser) {
  const context = await browser.newContext(PHONE_CONTEXT)
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN })
  await page.addInitScript(RECORDER)
  return { context, page }
}

type CartEntry = { productId: string; quantity: number; size?: string | null }
const guestCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('guest_cart') ?? '[]') as CartEntry[])
const quantityInCart = async (page: Page) => (await guestCart(page)).reduce((sum, entry) => sum + entry.quantity, 0)

/** One fresh visit: the early tap, then a tap once the app listens. */
export async function phoneRun(browser: Browser, baseUrl: string, scenario: PhoneScenario, inspect?: (page: Page) => Promise<void>): Promise<PhoneRun> {
  const { context, page } = await slowPhone(browser)
  const run: PhoneRun = { fcpMs: null, lcpMs: null, listeningMs: null, answered: false, doubled: false, problem: null, earlyTapToAnswerMs: null, tapToFeedbackMs: null }
  try {
    await page.goto(`${baseUrl}${scenario.path}`, { waitUntil: 'commit' })
    const { action } = scenario
    if (action.kind === 'add') {
      const card = page.locator('article').first()
      const scope = scenario.path.startsWith('/products/') ? page.locator('main') : card
      const button = scope.getByRole('button', { name: /Add to Cart/ })
      await button.waitFor()
      const sizes = scope.getByLabel('Size', { exact: true })
      if ((await sizes.count()) > 0) await sizes.selectOption(action.size)
      await button.tap()
      const early = await waitForAnswer(page, /Added to cart/, 0, async () => (await quantityInCart(page)) >= 1)
      run.answered = early.ok
      run.problem = early.problem
      run.earlyTapToAnswerMs = early.tapToAnswerMs
      if (early.ok) {
        await page.waitForTimeout(SETTLE_MS)
        const quantity = await quantityInCart(page)
        if (quantity !== 1) {
          run.doubled = quantity > 1
          run.answered = false
          run.problem = `the cart holds ${quantity} after one tap`
        }
        await page.waitForFunction(() => (window as unknown as { __phone: Marks }).__phone.listening !== null)
        const touchesBefore = (await marksOf(page)).touches.length
        await button.tap()
        const later = await waitForAnswer(page, ADD_FEEDBACK, touchesBefore, async () => (await quantityInCart(page)) >= 2)
        run.tapToFeedbackMs = later.tapToFeedbackMs
      }
    } else {
      const form = page.getByRole('form', { name: 'Newsletter' })
      await form.getByPlaceholder('Your email').fill(`phone-${Date.now()}@example.org`)
      await form.getByRole('button', { name: 'Subscribe' }).tap()
      const early = await waitForAnswer(page, /please confirm|not available yet/i, 0, async () => true)
      run.answered = early.ok && !page.url().includes('email=')
      run.problem = early.problem ?? (page.url().includes('email=') ? `the page reloaded as ${new URL(page.url()).pathname}${new URL(page.url()).search}` : null)
      run.earlyTapToAnswerMs = early.tapToAnswerMs
    }
    const marks = await marksOf(page)
    run.fcpMs = marks.fcp === null ? null : Math.round(marks.fcp)
    run.lcpMs = marks.lcp === null ? null : Math.round(marks.lcp)
    run.listeningMs = marks.listening === null ? null : Math.round(marks.listening)
    return run
  } catch (err) {
    run.problem = (err as Error).message.split('\n')[0]
    return run
  } finally {
    await inspect?.(page).catch(() => {})
    await context.close()
  }
}

/**
 * Waits for an answer matching `answer` after the touch numbered `touchIndex`, and for `done`.
 * The first visible feedback (a held button, "Adding...", the toast) and the final answer are timed.
 */
async function waitForAnswer(page: Page, answer: RegExp, touchIndex: number, done: () => Promise<boolean>) {
  const deadline = Date.now() + ANSWER_DEADLINE_MS
  let lastUrl = page.url()
  for (;;) {
    let marks: Marks
    try {
      marks = await marksOf(page)
    } catch {
      // The page navigated away (a form sent the old way): its marks went with it.
      return { ok: false, problem: `the page navigated to ${lastUrl}`, tapToAnswerMs: null, tapToFeedbackMs: null }
    }
    lastUrl = page.url()
    const touch = marks.touches[touchIndex]
    if (touch !== undefined) {
      const after = marks.answers.filter((mark) => mark.at >= touch)
      const final = after.find((mark) => /Added to cart|please confirm|not available yet/i.test(mark.text) && answer.test(mark.text))
      const feedback = after.find((mark) => answer.test(mark.text) || mark.text === 'held')
      if (final && (await done())) {
        return {
          ok: true,
          problem: null,
          tapToAnswerMs: Math.round(final.at - touch),
          tapToFeedbackMs: feedback ? Math.round(feedback.at - touch) : null,
        }
      }
    }
    if (Date.now() > deadline) {
      const said = marks.answers.map((mark) => mark.text).join(' | ')
      return { ok: false, problem: touch === undefined ? 'the tap never reached the page' : `no answer in ${ANSWER_DEADLINE_MS / 1000} s${said ? ` (saw: ${said})` : ''}`, tapToAnswerMs: null, tapToFeedbackMs: null }
    }
    await page.waitForTimeout(50)
  }
}

export type PhoneSummary = {
  scenario: PhoneScenario
  runs: PhoneRun[]
  fcpMedianMs: number | null
  lcpMedianMs: number | null
  listeningAfterFcpMedianMs: number | null
  answered: number
  doubled: number
  tapToFeedbackMedianMs: number | null
  tapToFeedbackMaxMs: number | null
  earlyTapToAnswerMedianMs: number | null
}

/** A shop to measure: its address and a product with sizes (for its own page). */
export type PhoneTarget = { label: string; url: string; sizedProductId: string }

/** The pages the goals are about: Add to Cart on `/`, `/shop` and a product page (size M), Subscribe on `/`. */
export function phoneScenarios(sizedProductId: string): PhoneScenario[] {
  return [
    { name: '/', path: '/', action: { kind: 'add', size: 'M' } },
    { name: '/shop', path: '/shop', action: { kind: 'add', size: 'M' } },
    { name: '/products/{id}', path: `/products/${sizedProductId}`, action: { kind: 'add', size: 'M' } },
    { name: '/ (Subscribe)', path: '/', action: { kind: 'subscribe' } },
  ]
}

/**
 * `runs` fresh visits of every scenario (or those named in `only`) on every target, taking turns (target A, target B, A, B…),
 * so that two builds measured side by side meet the same machine load.
 */
export async function phoneTaps(browser: Browser, targets: PhoneTarget[], runs: number, log: (line: string) => void = () => {}, only?: readonly string[]): Promise<Map<string, PhoneSummary[]>> {
  const results = new Map<string, PhoneSummary[]>()
  for (const target of targets) results.set(target.label, [])
  for (let index = 0; index < phoneScenarios('').length; index += 1) {
    if (only && !only.includes(phoneScenarios('')[index].name)) continue
    const perTarget = new Map<string, PhoneRun[]>(targets.map((target) => [target.label, []]))
    for (let run = 0; run < runs; run += 1) {
      for (const target of targets) perTarget.get(target.label)!.push(await phoneRun(browser, target.url, phoneScenarios(target.sizedProductId)[index]))
    }
    for (const target of targets) {
      const summary = summarize(phoneScenarios(target.sizedProductId)[index], perTarget.get(target.label)!)
      results.get(target.label)!.push(summary)
      log(`${targets.length > 1 ? `[${target.label}] ` : ''}${describePhoneSummary(summary)}`)
    }
  }
  return results
}

function summarize(scenario: PhoneScenario, results: PhoneRun[]): PhoneSummary {
  const numbers = (pick: (run: PhoneRun) => number | null) => results.map(pick).filter((value): value is number => value !== null)
  return {
    scenario,
    runs: results,
    fcpMedianMs: median(numbers((run) => run.fcpMs)),
    lcpMedianMs: median(numbers((run) => run.lcpMs)),
    listeningAfterFcpMedianMs: median(numbers((run) => (run.fcpMs !== null && run.listeningMs !== null ? run.listeningMs - run.fcpMs : null))),
    answered: results.filter((run) => run.answered).length,
    doubled: results.filter((run) => run.doubled).length,
    tapToFeedbackMedianMs: median(numbers((run) => run.tapToFeedbackMs)),
    tapToFeedbackMaxMs: numbers((run) => run.tapToFeedbackMs).reduce<number | null>((max, value) => (max === null || value > max ? value : max), null),
    earlyTapToAnswerMedianMs: median(numbers((run) => run.earlyTapToAnswerMs)),
  }
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

export function describePhoneSummary(summary: PhoneSummary): string {
  const ms = (value: number | null) => (value === null ? '—' : `${value} ms`)
  const problems = summary.runs.map((run) => run.problem).filter(Boolean)
  return (
    `${summary.scenario.name}: FCP ${ms(summary.fcpMedianMs)} (LCP before the tap ${ms(summary.lcpMedianMs)}), app listening ${ms(summary.listeningAfterFcpMedianMs)} after it, ` +
    `early taps answered ${summary.answered} of ${summary.runs.length}${summary.doubled ? ` (${summary.doubled} doubled)` : ''}, ` +
    `early tap to answer ${ms(summary.earlyTapToAnswerMedianMs)}, tap to feedback once listening ${ms(summary.tapToFeedbackMedianMs)} (max ${ms(summary.tapToFeedbackMaxMs)})` +
    (problems.length ? `\n    not answered: ${[...new Set(problems)].join('; ')}` : '') +
    `\n    runs (FCP / listening ms): ${summary.runs.map((run) => `${run.fcpMs ?? '—'}/${run.listeningMs ?? '—'}`).join(', ')}`
  )
}
