/* global document, Element, HTMLSelectElement, Event, requestAnimationFrame */
// Starts the app's scripts (data-entry, data-preload) once the first screen is painted, and keeps
// what the shopper does before the app has taken the page over. Why and how: startAppAfterFirstPaint
// in cms/storefront/prerender.ts and decision 17. A module script: deferred, same origin, no inline code.
const loader = document.querySelector('script[data-entry]')
const entry = loader.getAttribute('data-entry')
const preloads = (loader.getAttribute('data-preload') || '').split(' ').filter(Boolean)
let started = false

// Until main.tsx has called hydrateRoot (it then dispatches 'app:hydrated' on document), a tap on a
// button or a form's submit would do nothing (or reload the page): they are held and replayed.
// Links keep their own behaviour (the browser opens the page). A select keeps the chosen value.
const held = []
function hold(event) {
  const target = event.target instanceof Element ? event.target : null
  if (!target) return
  if (event.type === 'change') {
    if (target instanceof HTMLSelectElement) held.push({ type: 'change', target, value: target.value })
    return
  }
  const control = event.type === 'submit' ? target : target.closest('button, [role="button"], input[type="submit"], input[type="checkbox"], input[type="radio"]')
  if (!control || control.closest('a[href]')) return
  event.preventDefault()
  held.push({ type: event.type, target: control })
}
const HELD_EVENTS = ['click', 'change', 'submit']
for (const type of HELD_EVENTS) document.addEventListener(type, hold, true)

document.addEventListener(
  'app:hydrated',
  () => {
    for (const type of HELD_EVENTS) document.removeEventListener(type, hold, true)
    // React now owns the page: a discrete event on a part not yet hydrated makes React hydrate it first.
    for (const { type, target, value } of held.splice(0)) {
      if (!target.isConnected) continue
      if (type === 'change') {
        target.value = value
        target.dispatchEvent(new Event('change', { bubbles: true }))
      } else if (type === 'submit') target.requestSubmit()
      else target.click()
    }
  },
  { once: true },
)

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
