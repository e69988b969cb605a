/**
 * `node scripts/bench/summarizeCpuProfile.mjs <file.cpuprofile> [--timeline] [--from-end <s>] [--span <s>] [--callers <function>]`:
 * what a `node --cpu-prof` profile (e.g. from profileCheckout.ts --cpu-prof) spent its time on,
 * without a browser: self time by package and by function, and inclusive time of the project's
 * own functions (those in dist/server). `--timeline` prints how busy the main thread was per half
 * second, to pick the window of interest; `--from-end`/`--span` keep only the samples taken in the
 * `span` seconds that end `from-end` seconds before the profile's end (a burst, not the start-up).
 * `--callers <function>` prints the stacks that led to a function's samples, by time.
 */
import fs from 'node:fs'

const [file, ...flags] = process.argv.slice(2)
if (!file) throw new Error('usage: summarizeCpuProfile.mjs <file.cpuprofile> [--timeline] [--from-end <s>] [--span <s>] [--callers <function>]')
const flag = (name) => (flags.includes(name) ? flags[flags.indexOf(name) + 1] : undefined)

const profile = JSON.parse(fs.readFileSync(file, 'utf8'))
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const parents = new Map()
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)

// Sample times in µs since the profile started.
const times = []
let elapsed = 0
for (const delta of profile.timeDeltas) times.push((elapsed += delta))
const fromEnd = Number(flag('--from-end') ?? 0) * 1e6
const span = Number(flag('--span') ?? Infinity) * 1e6
const inWindow = (i) => times[i] <= elapsed - fromEnd && times[i] >= elapsed - fromEnd - span

const packageOf = (url) => {
  if (!url) return '(native)'
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (inModules) return inModules[1]
  return url.includes('dist/server') ? 'dist/server' : url.replace(/^.*\//, '')
}
const nameOf = (id) => {
  const { functionName, url, lineNumber } = nodes.get(id).callFrame
  return `${functionName || '(anonymous)'} ${packageOf(url)}:${lineNumber + 1}`
}
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value)
const top = (title, map, count, total) => {
  console.log(`\n${title}`)
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${key}`)
  }
}

if (flags.includes('--timeline')) {
  const buckets = new Map()
  profile.samples.forEach((id, i) => {
    const bucket = Math.floor(times[i] / 5e5)
    const entry = buckets.get(bucket) ?? { busy: 0, all: 0 }
    entry.all += profile.timeDeltas[i]
    if (nodes.get(id).callFrame.functionName !== '(idle)') entry.busy += profile.timeDeltas[i]
    buckets.set(bucket, entry)
  })
  for (const [bucket, { busy, all }] of buckets) {
    console.log(`${(bucket / 2).toFixed(1).padStart(6)} s (${((elapsed / 1e6) - bucket / 2).toFixed(1)} s from the end)  busy ${Math.round((100 * busy) / all)} %`)
  }
  process.exit(0)
}

const byPackage = new Map()
const byFunction = new Map()
const ownInclusive = new Map()
const callers = new Map()
const wanted = flag('--callers')
let total = 0
profile.samples.forEach((id, i) => {
  if (!inWindow(i)) return
  const us = profile.timeDeltas[i]
  total += us
  add(byPackage, packageOf(nodes.get(id).callFrame.url), us)
  add(byFunction, nameOf(id), us)
  const seen = new Set()
  for (let at = id; at !== undefined; at = parents.get(at)) {
    const name = nameOf(at)
    if (name.includes('dist/server:') && !seen.has(name)) add(ownInclusive, name, us)
    seen.add(name)
  }
  if (wanted && nodes.get(id).callFrame.functionName === wanted) {
    const stack = []
    for (let at = parents.get(id); at !== undefined && stack.length < 8; at = parents.get(at)) stack.push(nameOf(at))
    add(callers, stack.join(' < '), us)
  }
})
console.log(`${(total / 1000).toFixed(0)} ms of samples in the window`)
top('Self time by package', byPackage, 20, total)
top('Self time by function', byFunction, 30, total)
top("The project's own functions, inclusive (asynchronous work is not followed across awaits)", ownInclusive, 25, total)
if (wanted) top(`Stacks leading to ${wanted}`, callers, 8, total)
