import { gzipSync } from 'node:zlib'

import { launchBrowser, newPage, PHONE } from '../../tests/support/browser'

/** The JavaScript a phone downloads to show a page, in KB after gzip (as the server sends it). */
export async function firstLoadJsKb(baseUrl: string, path: string): Promise<{ kb: number; files: number }> {
  const browser = await launchBrowser()
  try {
    const { page } = await newPage(browser, baseUrl, PHONE)
    const scripts = new Set<string>()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(baseUrl)) scripts.add(response.url())
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    let bytes = 0
    for (const url of scripts) bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length
    return { kb: Math.round((bytes / 1024) * 10) / 10, files: scripts.size }
  } finally {
    await browser.close()
  }
}
