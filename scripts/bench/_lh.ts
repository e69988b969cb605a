import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import fs from 'node:fs'
const url = process.argv[2]
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
await chrome.kill()
const lhr = result!.lhr
fs.writeFileSync('/tmp/lh/last.json', JSON.stringify(lhr))
console.log('score', lhr.categories.performance.score)
for (const id of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','speed-index','interactive','max-potential-fid']) console.log(id, Math.round(lhr.audits[id].numericValue ?? 0))
const lcpEl = lhr.audits['largest-contentful-paint-element']?.details as any
console.log('LCP element', String(JSON.stringify(lcpEl?.items?.[0]?.items?.[0]?.node?.snippet ?? lcpEl?.items?.[0]?.node?.snippet)).slice(0, 200))
const boot = lhr.audits['bootup-time'].details as any
for (const item of boot.items.slice(0, 6)) console.log('bootup', item.url, Math.round(item.total), Math.round(item.scripting), Math.round(item.scriptParseCompile))
const main = lhr.audits['mainthread-work-breakdown'].details as any
for (const item of main.items) console.log('main', item.groupLabel ?? item.group, Math.round(item.duration))
const lt = lhr.audits['long-tasks']?.details as any
for (const item of (lt?.items ?? []).slice(0, 8)) console.log('longtask', item.url, Math.round(item.startTime), Math.round(item.duration))
