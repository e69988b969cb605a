/* global document, performance, Element, HTMLInputElement, HTMLSelectElement, HTMLTextAreaElement, Event, FocusEvent, PointerEvent, requestAnimationFrame */
// Starts the app's scripts (data-entry, data-preload) once the first screen is painted, and keeps
// what the shopper does before the app has taken the page over. Why and how: startAppAfterFirstPaint
// in cms/storefront/prerender.ts and decision 17. A module script: deferred, same origin, no inline code.
const loader = document.querySelector('script[data-entry]')
const entry = loader.getAttribute('data-entry')
const preloads = (loader.getAttribute('data-preload') || '').split(' ').filter(Boolean)
let started = false

// Until main.tsx has called hydrateRoot (it then dispatches 'app:hydrated' on document), a tap on a
// button or a form's submit would do nothing (or reload the page): they are held and replayed.
// Links keep their own behaviour (the browser opens the page). Text typed and options chosen are
// handed to React as changes, since hydration keeps the state the server rendered; the latest
// pointer hover and focus are passed on too.
const held = []
let replaying = false
function hold(event) {
  if (replaying) return
  const target = event.target instanceof Element ? event.target : null
  if (!target || !target.closest('#root')) return
  if (event.type === 'pointerover' || event.type === 'focusin') {
    // Only where the pointer and the focus are now matters (the footer's tooltips load on the first one).
    const earlier = held.findIndex((entry) => entry.type === event.type)
    if (earlier !== -1) held.splice(earlier, 1)
    held.push({ type: event.type, target, pointerType: event.pointerType, x: event.clientX, y: event.clientY })
    return
  }
  if (event.type === 'input' || event.type === 'change') {
    if (target instanceof HTMLSelectElement && event.type === 'change') held.push({ type: 'change', target, value: target.value })
    if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && event.type === 'input') {
      held.push({ type: 'input', target, value: target.value })
    }
    return
  }
  const control = event.type === 'submit' ? target : target.closest('button, [role="button"], input[type="submit"], input[type="checkbox"], input[type="radio"]')
  if (!control || control.closest('a[href]')) return
  event.preventDefault()
  held.push({ type: event.type, target: control })
}
const HELD_EVENTS = ['click', 'input', 'change', 'submit', 'pointerover', 'focusin']
for (const type of HELD_EVENTS) document.addEventListener(type, hold, true)

// React has hydrated an element once it carries React's props (a `__reactProps$…` key; parts of
// the page whose code is still loading hydrate later). Replaying earlier would hand React a change
// it takes as the page's own state, or a tap on a part it cannot hydrate yet.
const hydrated = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))
const REPLAY_WAIT_MS = 10000

function replay({ type, target, value, pointerType, x, y }) {
  if (!target.isConnected) return
  if (type === 'pointerover') target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType, clientX: x, clientY: y }))
  else if (type === 'focusin') {
    if (document.activeElement === target) target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  } else if (type === 'change') {
    target.value = value
    target.dispatchEvent(new Event('change', { bubbles: true }))
  } else if (type === 'input') {
    // React notices a change only against the value it last saw: show it the rendered one
    // (through the element's own setter, which React watches), then the typed one.
    target.value = target.defaultValue
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value').set.call(target, value)
    target.dispatchEvent(new Event('input', { bubbles: true }))
  } else if (type === 'submit') target.requestSubmit()
  else target.click()
}

// Events keep being held (in order) until every earlier one has been replayed; then React's own
// listeners take every new event.
function replayHeld(since) {
  while (held.length > 0) {
    const next = held[0]
    if (next.target.isConnected && !hydrated(next.target) && performance.now() - since < REPLAY_WAIT_MS) {
      requestAnimationFrame(() => replayHeld(since))
      return
    }
    replaying = true
    try {
      replay(held.shift())
    } finally {
      replaying = false
    }
  }
  for (const type of HELD_EVENTS) document.removeEventListener(type, hold, true)
}

document.addEventListener('app:hydrated', () => replayHeld(performance.now()), { once: true })

function add(tag, attributes) {
  const element = document.createElement(tag)
  for (const name in attributes) element.setAttribute(name, attributes[name])
  document.head.appendChild(element)
}

function start() {
  if (started) return
  started = true
  for (const href of preloads) add('link', { rel: 'modulepreload', crossorigin: '', href })
  add('script', { type: 'module', crossorigin: '', src: entry })
}

// After the next frame is drawn: a task queued from requestAnimationFrame runs after that paint.
function afterPaint() {
  requestAnimationFrame(() => setTimeout(start, 0))
}

const waiting = [...document.querySelectorAll('img[fetchpriority="high"]')].filter((image) => !image.complete)
let left = waiting.length
if (left === 0) afterPaint()
for (const image of waiting) {
  const done = () => {
    left -= 1
    if (left === 0) afterPaint()
  }
  image.addEventListener('load', done, { once: true })
  image.addEventListener('error', done, { once: true })
}
// An image that never answers does not hold the shop's buttons back.
setTimeout(start, 3000)
