// Adds the app's scripts once the first paint is shown; why, and the fallbacks: cms/storefront/startAppAfterFirstPaint.ts.
/* global document, PerformanceObserver, requestAnimationFrame */
const data = document.querySelector('script[data-entry]').dataset
let started = false
function start() {
  if (started) return
  started = true
  const add = (tag, attributes) => document.head.append(Object.assign(document.createElement(tag), attributes))
  for (const href of data.preload.split(' ').filter(Boolean)) add('link', { rel: 'modulepreload', crossOrigin: '', href })
  add('script', { type: 'module', crossOrigin: '', src: data.entry })
}
if (document.visibilityState !== 'visible') start()
else {
  setTimeout(start, 3000)
  document.addEventListener('visibilitychange', start, { once: true })
  try {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) throw new Error('no paint timing')
    new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && start()).observe({ type: 'paint', buffered: true })
  } catch {
    requestAnimationFrame(() => setTimeout(start))
  }
}
