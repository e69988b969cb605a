import { readFileSync } from 'node:fs'
import path from 'node:path'

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/
/** A url() the page would resolve against its own address instead of the stylesheet's. */
const RELATIVE_URL = /url\(\s*['"]?(?![/#]|data:|https?:)/i

/**
 * The app's stylesheet written into the page (decision 17, sixth round): a server-rendered page can
 * then be painted as soon as its HTML has arrived, instead of after a second round trip that
 * finished with the app's scripts (which then ran first). Its link stays for the app to find, of
 * type text/plain, which browsers neither fetch nor apply: Vite's loader of a lazy chunk that lists
 * the stylesheet as its own (the card form, the hero image editor) looks for a stylesheet link to
 * that address and would otherwise fetch it again. Left as it is when it cannot be inlined safely.
 */
export function inlineStylesheet(page: string, distDir: string): string {
  const link = STYLESHEET_LINK.exec(page)
  if (!link) return page
  let css: string
  try {
    css = readFileSync(path.join(distDir, link[1]), 'utf8')
  } catch {
    return page
  }
  if (/<\/style/i.test(css) || RELATIVE_URL.test(css)) return page
  return page.replace(link[0], () => `<style>${css}</style><link rel="stylesheet" type="text/plain" href="${link[1]}">`)
}
