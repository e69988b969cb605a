import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startAppAfterFirstPaint } from './startAppAfterFirstPaint'

const PAGE =
  '<head><style>.a{}</style><script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/one.js">\n    <link rel="modulepreload" crossorigin href="/assets/two.js">\n</head><body><div id="root"></div></body>'

describe('startAppAfterFirstPaint', () => {
  let dist: string
  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'start-app-'))
  })
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  it('hands the entry and its preloads to the loader, whose address changes with its content', () => {
    writeFileSync(path.join(dist, 'start-app.js'), 'one version')
    const page = startAppAfterFirstPaint(PAGE, dist)
    const loader = /<script type="module" src="\/start-app\.js\?v=([0-9a-f]{10})" data-entry="\/assets\/index-abc\.js" data-preload="\/assets\/one\.js \/assets\/two\.js"><\/script>/.exec(page)
    expect(loader).not.toBeNull()
    // Nothing the preload scanner would fetch while the HTML arrives.
    expect(page).not.toMatch(/modulepreload|src="\/assets/)
    expect(page.startsWith('<head><style>.a{}</style><script type="module" src="/start-app.js')).toBe(true)
    // Until the app listens, the page says it is still being set up.
    expect(page).toContain('<div id="root" aria-busy="true"></div>')

    writeFileSync(path.join(dist, 'start-app.js'), 'another version')
    expect(startAppAfterFirstPaint(PAGE, dist)).not.toContain(`?v=${loader![1]}`)
  })

  it('leaves the page as it is without the loader or without an entry', () => {
    expect(startAppAfterFirstPaint(PAGE, dist)).toBe(PAGE)
    writeFileSync(path.join(dist, 'start-app.js'), 'x')
    expect(startAppAfterFirstPaint('<head></head>', dist)).toBe('<head></head>')
  })
})
