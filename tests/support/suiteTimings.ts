/**
 * Where a test run's time goes, when asked: with `SHOP_TEST_TIMINGS=<file>` set, shop starts and
 * stops, screenshots and accessibility scans append one JSON line each to that file (which test
 * file, what, how long). Nothing is written otherwise. `node scripts/suiteTimings.mjs <file>`
 * sums them (decision 53).
 */
import fs from 'node:fs'
import path from 'node:path'

export const SUITE_TIMINGS_ENV = 'SHOP_TEST_TIMINGS'

export function recordTiming(kind: string, ms: number, extra: Record<string, unknown> = {}): void {
  const file = process.env[SUITE_TIMINGS_ENV]
  if (!file) return
  const testPath = (globalThis as { expect?: { getState?: () => { testPath?: string } } }).expect?.getState?.().testPath
  const line = { kind, ms: Math.round(ms), file: testPath ? path.relative(process.cwd(), testPath) : null, ...extra }
  fs.appendFileSync(file, JSON.stringify(line) + '\n')
}

/** Times `work` as `kind` (only when timings are asked for). */
export async function timed<T>(kind: string, work: () => Promise<T>, extra: Record<string, unknown> = {}): Promise<T> {
  if (!process.env[SUITE_TIMINGS_ENV]) return work()
  const started = performance.now()
  try {
    return await work()
  } finally {
    recordTiming(kind, performance.now() - started, extra)
  }
}

/** CPU seconds a process has used so far (Linux), or null. */
export function cpuSecondsOf(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after "pid (comm) ".
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}
