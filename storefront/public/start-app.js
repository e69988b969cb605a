// Adds the app's scripts (data-entry, data-preload) once the first screen is painted.
// Why and how: startAppAfterFirstPaint in cms/storefront/prerender.ts and decision 17.
;(function () {
  var loader = document.currentScript
  var entry = loader.getAttribute('data-entry')
  var preloads = (loader.getAttribute('data-preload') || '').split(' ').filter(Boolean)
  var started = false

  function add(tag, attributes) {
    var element = document.createElement(tag)
    for (var name in attributes) element.setAttribute(name, attributes[name])
    document.head.appendChild(element)
  }

  function start() {
    if (started) return
    started = true
    preloads.forEach(function (href) {
      add('link', { rel: 'modulepreload', crossorigin: '', href: href })
    })
    add('script', { type: 'module', crossorigin: '', src: entry })
  }

  // After the next frame is drawn: a task queued from requestAnimationFrame runs after that paint.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0)
    })
  }

  var waiting = Array.prototype.filter.call(document.querySelectorAll('img[fetchpriority="high"]'), function (image) {
    return !image.complete
  })
  var left = waiting.length
  if (left === 0) return afterPaint()
  waiting.forEach(function (image) {
    function done() {
      left -= 1
      if (left === 0) afterPaint()
    }
    image.addEventListener('load', done, { once: true })
    image.addEventListener('error', done, { once: true })
  })
  // An image that never answers does not hold the shop's buttons back.
  setTimeout(start, 3000)
})()
