/**
 * The order jest starts test files in: the longest first, so that no worker starts a two-minute
 * browser test while the others have nothing left to do (decision 53). Jest's own sequencer does
 * this with the durations it remembers from earlier runs on this machine; a clean clone (CI)
 * remembers none and falls back to file size, which put short API files with long sources ahead
 * of the longest browser tests. Here a file jest has no duration for gets the one measured in a
 * whole run (testDurations.json: seconds, relative to each other; refresh it with
 * `node scripts/testDurations.mjs <jest --json output>`), or a guess by kind for a new file.
 * Files that failed last time still go first, as jest does.
 */
import Sequencer from '@jest/test-sequencer'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const MEASURED = JSON.parse(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'testDurations.json'), 'utf8'))
/** Seconds for a file not measured yet: a browser test, a server test, anything else. */
const GUESS = { e2e: 60, api: 30, other: 1 }

export default class LongestFirst extends (Sequencer.default ?? Sequencer) {
  time(test) {
    const remembered = super.time(test)
    if (remembered != null) return remembered
    const file = path.relative(process.cwd(), test.path).split(path.sep).join('/')
    const seconds = MEASURED[file] ?? (file.startsWith('tests/e2e/') ? GUESS.e2e : file.startsWith('tests/api/') ? GUESS.api : GUESS.other)
    return seconds * 1000
  }
}
