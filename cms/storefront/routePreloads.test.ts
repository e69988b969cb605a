import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { routePreloads } from './routePreloads'

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_arrow-1.js': { file: 'assets/arrow-1.js', imports: ['_shared-1.js'] },
  'src/app/routes/NotFoundRoute.tsx': { file: 'assets/NotFoundRoute-1.js', imports: ['index.html'] },
  'src/app/routes/ProductRoute.tsx': { file: 'assets/ProductRoute-1.js', imports: ['index.html', '_arrow-1.js', 'src/app/routes/NotFoundRoute.tsx'] },
}
const IN_PAGE = '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-1.js">'

describe('routePreloads', () => {
  let dist: string
  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'route-preloads-'))
  })
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  it("preloads a page's route chunk and what it imports, except what the page loads already", () => {
    mkdirSync(path.join(dist, '.vite'))
    writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST))
    const preloads = routePreloads(dist)
    expect(preloads('product', IN_PAGE)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/ProductRoute-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/arrow-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/NotFoundRoute-1.js">',
    )
    // Pages in the entry chunk, and pages whose module is not in the build, get nothing.
    expect(preloads('/', IN_PAGE)).toBe('')
    expect(preloads('/about', IN_PAGE)).toBe('')
  })

  it('adds nothing without a manifest', () => {
    expect(routePreloads(dist)('product', IN_PAGE)).toBe('')
  })
})
