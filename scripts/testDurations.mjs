/**
 * Writes tests/support/testDurations.json from a whole run's `npx jest --json --outputFile=<file>`:
 * each test file's duration in seconds (3 s or more), which tests/support/testSequencer.js uses to
 * start the longest files first on a machine whose jest remembers no earlier run (decision 53).
 */
import fs from 'node:fs'
import path from 'node:path'

const [report] = process.argv.slice(2)
if (!report) {
  console.error('usage: node scripts/testDurations.mjs <jest --json output>')
  process.exit(2)
}
const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8'))
const durations = testResults
  .map((result) => [path.relative(process.cwd(), result.name).split(path.sep).join('/'), Math.round((result.endTime - result.startTime) / 1000)])
  .filter(([, seconds]) => seconds >= 3)
  .sort((a, b) => b[1] - a[1])
fs.writeFileSync('tests/support/testDurations.json', JSON.stringify(Object.fromEntries(durations), null, 1) + '\n')
console.log(`tests/support/testDurations.json: ${durations.length} files`)
