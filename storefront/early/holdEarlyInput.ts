/**
 * Taps, choices and typing on a server-rendered page before the app listens for them: held,
 * shown as held, and handed to the app once React has taken over the element (decision 35).
 *
 * Built on its own (storefront/build/earlyInputScript.ts: no imports, minified) and put inline at
 * the top of every server-rendered page by the server (cms/storefront/holdEarlyInput.ts), so it
 * listens before any control is painted; the Content Security Policy allows it by its hash.
 *
 * - A click on a button, or a form's submit, that React does not listen for yet is stopped (so
 *   neither the browser nor React acts on it) and queued; the button shows it is held
 *   (`data-held`, styled in index.css, and `aria-busy`). Another tap on a held button is the same
 *   request (the app's buttons ignore a press while theirs runs: `busy`, decision 65).
 * - A select's choice or typed text stays on screen as the browser shows it, and is queued so
 *   that React hears of it (React keeps its own state and would otherwise forget it: "Size
 *   required" for a size chosen early).
 * - A link works without the app and is left alone, unless something is queued before it (a
 *   page left then would lose the queued tap).
 * - The queue is replayed in order. A click once React holds the page (main.tsx takes the mark off
 *   #root): React hydrates the element at once to take it. Inside a part whose code has not arrived
 *   (a lazy route), React drops it: it is replayed again once React has committed its element. A
 *   value and a form's submit wait for that commit. Everything that comes while the queue is not
 *   empty queues behind it, so the order stays.
 * - An element React replaced is found again by what it is (tag, text, the card it sits in).
 * - If the app listens but an element never shows as committed (a future React shaping its fibers
 *   otherwise), an entry tried once is not tried again after GIVE_UP_MS: never twice.
 */
type Item = {
  kind: 'click' | 'submit' | 'value'
  el: HTMLElement
  /** Where it stood under #root, and what it is: to find it again if React replaced it. */
  path: number[]
  what: string
  /** The button that shows the hold. */
  shown: HTMLElement | null
  submitter: HTMLElement | null
  value: string
  /** Replayed once already, and React could not take it then. */
  tried: boolean
}

const HELD = 'data-held'
const POLL_MS = 50
const GIVE_UP_MS = 5000
const queue: Item[] = []
let replaying = false
let timer = 0
let listeningSince = 0

const root = () => document.getElementById('root')
type Fiber = { alternate: Fiber | null; return: Fiber | null; tag: number; stateNode: { current?: Fiber } | null }

/**
 * React listens for the element: it has committed it, that is its fiber is in the tree on screen
 * (or has been rendered again since). React puts its props on an element as it renders it, before
 * the commit; an event given to it then makes React finish the render first, and that commit sets
 * a controlled select back to React's state: the early choice would be lost just before its event.
 */
function listens(el: Element): boolean {
  const key = Object.keys(el).find((name) => name.startsWith('__reactFiber$'))
  if (!key) return false
  let fiber = (el as unknown as Record<string, Fiber>)[key]
  if (fiber.alternate) return true
  while (fiber.return) fiber = fiber.return
  return fiber.tag === 3 && fiber.stateNode?.current === fiber
}

/**
 * A click or a submit React delivers itself: on an element it has committed, or, once the app
 * holds the page, on any element it has claimed (it finishes hydrating to deliver a discrete
 * event). `listens` alone can miss a committed element whose parents React skipped on a later
 * render (its `return` chain still ends at the root's old fiber): the event would be held for
 * nothing, and a held submit then waited for a commit it would never see, with every later tap
 * queued behind it (the phone menu stopped opening on /cart).
 */
function takesClickNow(el: Element): boolean {
  return listens(el) || (appHoldsPage() && reactRendered(el))
}

/** React has claimed the element (hydrating or hydrated); a lazy part's server HTML has no fiber. */
function reactRendered(el: Element): boolean {
  return Object.keys(el).some((name) => name.startsWith('__reactFiber$'))
}

function what(el: Element): string {
  const card = el.closest('article, form, section')
  return `${el.tagName}|${el.textContent?.trim()}|${card?.getAttribute('aria-label') ?? card?.querySelector('h1, h2, h3')?.textContent ?? ''}`
}

function pathOf(el: Element): number[] {
  const path: number[] = []
  for (let node: Element | null = el; node && node.id !== 'root'; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0)
  }
  return path
}

function locate(item: Item): HTMLElement | null {
  if (item.el.isConnected) return item.el
  const top = root()
  if (!top) return null
  const alike = Array.prototype.filter.call(top.getElementsByTagName(item.el.tagName), (el: Element) => what(el) === item.what) as HTMLElement[]
  if (alike.length === 1) return alike[0]
  let node: Element | undefined = top
  for (const index of item.path) node = node?.children[index]
  return node && what(node) === item.what ? (node as HTMLElement) : null
}

function mark(el: HTMLElement | null, held: boolean) {
  if (!el) return
  if (held) {
    el.setAttribute(HELD, '')
    el.setAttribute('aria-busy', 'true')
  } else {
    el.removeAttribute(HELD)
    el.removeAttribute('aria-busy')
  }
}

function hold(kind: Item['kind'], el: HTMLElement, shown: HTMLElement | null, submitter: HTMLElement | null = null) {
  const value = (el as HTMLInputElement).value ?? ''
  queue.push({ kind, el, path: pathOf(el), what: what(el), shown, submitter, value, tried: false })
  mark(shown, true)
  // While the app loads, a look every POLL_MS; once React holds the page, at once.
  if (!timer) timer = window.setTimeout(pump, appHoldsPage() ? 0 : POLL_MS)
}

function onEvent(event: Event) {
  if (replaying) return
  const top = root()
  const target = event.target
  if (!top || !(target instanceof Element) || !top.contains(target)) return
  if (event.type === 'click') {
    const el = target.closest<HTMLElement>('button, a[href]')
    if (!el || !top.contains(el)) return
    if (el instanceof HTMLButtonElement && (el.disabled || (el.type === 'submit' && el.form))) return // the form's submit is held instead
    if (el instanceof HTMLAnchorElement && !queue.length) return
    if (!queue.length && takesClickNow(el)) return
    event.preventDefault()
    event.stopPropagation()
    if (!el.hasAttribute(HELD)) hold('click', el, el instanceof HTMLButtonElement ? el : null)
  } else if (event.type === 'submit') {
    const form = target as HTMLFormElement
    if (!queue.length && takesClickNow(form)) return
    event.preventDefault()
    event.stopPropagation()
    const submitter = (event as SubmitEvent).submitter ?? null
    const shown = submitter ?? form.querySelector<HTMLElement>('button:not([type=button])')
    if (!shown?.hasAttribute(HELD)) hold('submit', form, shown, submitter)
  } else {
    const el = target as HTMLInputElement
    if (!(el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !/^(checkbox|radio|file|submit|button|reset|image)$/.test(el.type)))) return
    if (!queue.length && listens(el)) return
    event.stopPropagation()
    const last = queue[queue.length - 1]
    if (last?.kind === 'value' && last.el === el) last.value = el.value
    else hold('value', el, null)
  }
}

function replay(item: Item, el: HTMLElement) {
  if (item.kind === 'click') el.click()
  else if (item.kind === 'submit') {
    const form = el as HTMLFormElement
    form.requestSubmit(item.submitter && form.contains(item.submitter) ? item.submitter : undefined)
  } else if (el instanceof HTMLSelectElement) {
    el.value = item.value
    el.dispatchEvent(new Event('change', { bubbles: true }))
  } else {
    // React's value tracker took the typed text as the rendered value when it hydrated: give the
    // tracker another value through the element's own setter, the typed one through the prototype's.
    const input = el as HTMLInputElement
    input.value = item.value ? '' : ' '
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!.call(input, item.value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

function wait() {
  timer = window.setTimeout(pump, POLL_MS)
}

function done(item: Item) {
  queue.shift()
  mark(item.shown, false)
}

function pump() {
  timer = 0
  if (!listeningSince && appHoldsPage()) listeningSince = performance.now()
  const late = listeningSince > 0 && performance.now() - listeningSince > GIVE_UP_MS
  while (queue.length) {
    const item = queue[0]
    const el = locate(item)
    const held = el !== null && listens(el)
    // Replayed once React listens for the element; a click already once React holds the page: React
    // then hydrates the element at once to take it, unless the element is in a part whose code has
    // not arrived (a lazy route), where React drops it. A value waits (that hydration would set a
    // select back before its event), and so does a form (without React, the browser would send it).
    const first = el !== null && !item.tried && (held || (listeningSince > 0 && (item.kind === 'click' || late)))
    const again = el !== null && item.tried && held
    if (first || again) {
      replaying = true
      try {
        replay(item, el!)
      } finally {
        replaying = false
      }
      // Taken: React had rendered the element (it hydrates the root at once to deliver the click,
      // and the handler may then replace the element, so "committed" cannot be asked afterwards:
      // asking it sent one Add to Cart twice on /shop). Dropped: the element is still the server's
      // (a lazy part whose code has not arrived): once more when React holds it.
      if (listens(el!) || reactRendered(el!) || again) {
        done(item)
        continue
      }
      item.tried = true
    } else if (late && (el === null || item.tried)) {
      // Gone for good; or tried already, with a React that shapes its fibers otherwise: no second try.
      done(item)
      continue
    }
    wait()
    return
  }
}

/** main.tsx takes the mark off #root right after hydrateRoot. */
function appHoldsPage(): boolean {
  const top = root()
  return top !== null && !top.hasAttribute('aria-busy')
}

for (const type of ['click', 'submit', 'change', 'input']) document.addEventListener(type, onEvent, true)
