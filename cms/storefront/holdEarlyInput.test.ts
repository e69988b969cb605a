import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { earlyInputScript, holdEarlyInput } from './holdEarlyInput'

const PAGE =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <style>.a{}</style><script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
  '</head><body><div id="root"></div></body>'

describe('holdEarlyInput', () => {
  let dist: string
  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'early-input-'))
  })
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  it('puts the holder inline first in <head>, allowed by the hash of exactly its text; the app stays where Vite put it', () => {
    writeFileSync(path.join(dist, 'hold-early-input.js'), '(()=>{document.addEventListener("click",()=>{},!0)})();')
    const early = earlyInputScript(dist)!
    expect(early.cspSource).toBe(`'sha256-${createHash('sha256').update(early.script).digest('base64')}'`)
    const page = holdEarlyInput(PAGE, early)
    expect(page).toContain(`<meta charset="UTF-8" /><script>${early.script}</script>\n    <style>`)
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>')
    // Until the app listens, the page says it is still being set up.
    expect(page).toContain('<div id="root" aria-busy="true"></div>')
  })

  it('without the built holder, or with one that could end the element early, the page only gets the mark', () => {
    expect(earlyInputScript(dist)).toBeNull()
    expect(holdEarlyInput(PAGE, null)).toBe(PAGE.replace('<div id="root">', '<div id="root" aria-busy="true">'))
    const other = mkdtempSync(path.join(os.tmpdir(), 'early-input-'))
    try {
      writeFileSync(path.join(other, 'hold-early-input.js'), 'x="</script>"')
      expect(earlyInputScript(other)).toBeNull()
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
  })
})
