/**
 * `node scripts/bench/summarizeHeapSnapshot.mjs <file.heapsnapshot> [--top N]`: where a V8 heap
 * snapshot's memory is (e.g. one taken of the running shop with `node --heapsnapshot-signal=SIGUSR2`
 * and `kill -USR2 <pid>`, or by `scripts/bench/heapSnapshot.ts`, which starts the shop with its panel and takes one): the total, by node type,
 * the largest kinds of objects by their own size, the largest strings and compiled code by the
 * script they come from. Own sizes only (no retained sizes): enough to say which part of the
 * server holds the memory.
 */
import fs from 'node:fs'

const file = process.argv[2]
const topIndex = process.argv.indexOf('--top')
const TOP = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 25
if (!file) {
  console.error('usage: node scripts/bench/summarizeHeapSnapshot.mjs <file.heapsnapshot> [--top N]')
  process.exit(2)
}

const snapshot = JSON.parse(fs.readFileSync(file, 'utf8'))
const meta = snapshot.snapshot.meta
const fields = meta.node_fields
const types = meta.node_types[0]
const stride = fields.length
const at = Object.fromEntries(fields.map((name, index) => [name, index]))
const { nodes, strings } = snapshot
const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`

let total = 0
const byType = new Map()
const byName = new Map()
const bigStrings = []
const code = new Map()
for (let i = 0; i < nodes.length; i += stride) {
  const type = types[nodes[i + at.type]]
  const name = strings[nodes[i + at.name]]
  const size = nodes[i + at.self_size]
  total += size
  byType.set(type, (byType.get(type) ?? 0) + size)
  const key = type === 'object' || type === 'closure' || type === 'native' || type === 'hidden' ? `${type}: ${name.slice(0, 80)}` : type
  byName.set(key, (byName.get(key) ?? 0) + size)
  if ((type === 'string' || type === 'concatenated string' || type === 'sliced string') && size > 100_000) bigStrings.push([size, name.slice(0, 100).replace(/\s+/g, ' ')])
  if (type === 'code') code.set(name.slice(0, 60), (code.get(name.slice(0, 60)) ?? 0) + size)
}

const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)
console.log(`${file}: ${mb(total)} in ${nodes.length / stride} objects`)
console.log('\nBy type')
for (const [type, size] of top(byType)) console.log(`  ${mb(size).padStart(9)}  ${type}`)
console.log('\nLargest kinds (own size)')
for (const [name, size] of top(byName)) console.log(`  ${mb(size).padStart(9)}  ${name}`)
console.log('\nLargest strings')
for (const [size, text] of bigStrings.sort((a, b) => b[0] - a[0]).slice(0, TOP)) console.log(`  ${mb(size).padStart(9)}  ${text}`)
console.log('\nCompiled code by name')
for (const [name, size] of top(code)) console.log(`  ${mb(size).padStart(9)}  ${name}`)
