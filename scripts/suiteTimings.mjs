/**
 * Sums what a run with SHOP_TEST_TIMINGS=<file> recorded (tests/support/suiteTimings.ts): shop
 * starts and stops (wall time, the shop's CPU, password requests), screenshots and accessibility
 * scans, in all and per test file with `--files` (decision 53).
 */
import fs from 'node:fs'

const args = process.argv.slice(2)
const file = args.find((a) => !a.startsWith('--'))
if (!file) {
  console.error('usage: node scripts/suiteTimings.mjs <timings file> [--files]')
  process.exit(2)
}
const rows = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line))
const sums = new Map()
const add = (key, row) => {
  const sum = sums.get(key) ?? {}
  const kind = (sum[row.kind] ??= { count: 0, seconds: 0 })
  kind.count += 1
  kind.seconds = Math.round((kind.seconds + row.ms / 1000) * 10) / 10
  if (row.kind === 'shop start' && row.panel) kind.withPanel = (kind.withPanel ?? 0) + 1
  if (row.kind === 'shop stop') {
    kind.shopCpuSeconds = Math.round(((kind.shopCpuSeconds ?? 0) + (row.cpu ?? 0)) * 10) / 10
    kind.requests = (kind.requests ?? 0) + (row.requests ?? 0)
    kind.passwordRequests = (kind.passwordRequests ?? 0) + (row.passwordRequests ?? 0)
  }
  if (row.kind === 'axe' && row.reused) kind.reused = (kind.reused ?? 0) + 1
  sums.set(key, sum)
}
for (const row of rows) {
  add('all files', row)
  if (args.includes('--files')) add(row.file ?? '(global setup)', row)
}
for (const [key, sum] of sums) console.log(key, JSON.stringify(sum))
