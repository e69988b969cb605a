// Adds the app's scripts once the page is parsed; they hold `load` (cms/storefront/startAppAfterParsing.ts).
/* global document */
const data = document.querySelector('script[data-entry]').dataset
function add(tag, attributes) {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.head.append(element)
}
for (const href of data.preload.split(' ').filter(Boolean)) add('link', { rel: 'modulepreload', crossorigin: '', href })
add('script', { type: 'module', crossorigin: '', src: data.entry })
