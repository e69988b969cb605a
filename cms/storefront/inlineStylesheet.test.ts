import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { inlineStylesheet } from './inlineStylesheet'

const PAGE = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><script type="module" crossorigin src="/assets/index-abc.js"></script></head>'

describe('inlineStylesheet', () => {
  let dist: string
  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'inline-css-'))
    mkdirSync(path.join(dist, 'assets'))
  })
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  const withStylesheet = (css: string) => writeFileSync(path.join(dist, 'assets/index-abc.css'), css)

  it('writes the stylesheet into the page ahead of the scripts; its link stays for the app to find, of a type browsers do not fetch', () => {
    withStylesheet('.a{color:red}.b{background:url(data:image/png;base64,AA==)}')
    expect(inlineStylesheet(PAGE, dist)).toBe(
      '<head><style>.a{color:red}.b{background:url(data:image/png;base64,AA==)}</style>' +
        '<link rel="stylesheet" type="text/plain" href="/assets/index-abc.css">' +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>',
    )
  })

  it('leaves the page as it is when the stylesheet cannot be inlined safely', () => {
    expect(inlineStylesheet(PAGE, dist)).toBe(PAGE) // not built
    withStylesheet('.a::after{content:"</style><script>"}')
    expect(inlineStylesheet(PAGE, dist)).toBe(PAGE) // would end the element early
    withStylesheet('@font-face{src:url(./font.woff2)}')
    expect(inlineStylesheet(PAGE, dist)).toBe(PAGE) // would resolve against the page's address
    expect(inlineStylesheet('<head></head>', dist)).toBe('<head></head>')
  })
})
