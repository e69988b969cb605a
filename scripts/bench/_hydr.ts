import { launchBrowser, newPage, PHONE } from '../../tests/support/browser'
const url = process.argv[2]
const browser = await launchBrowser()
const { page } = await newPage(browser, url, PHONE)
const messages: string[] = []
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text().slice(0, 300)}`) })
page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`))
for (const p of ['/', '/shop', '/about', '/contact']) {
  await page.goto(p, { waitUntil: 'networkidle' })
  console.log(p, await page.title())
}
await page.goto('/shop', { waitUntil: 'networkidle' })
await page.getByRole('article', { name: 'St. John Sunrise Cap' }).getByRole('button', { name: 'Add to Cart' }).click()
await page.getByText('Added to cart', { exact: true }).waitFor({ timeout: 5000 })
console.log('badge', await page.getByRole('link', { name: /cart/i }).first().textContent())
console.log(messages.join('\n') || 'no console errors')
await browser.close()
