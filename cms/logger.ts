import { createRequire } from 'node:module'
import path from 'node:path'
import { destination, pino } from 'pino'
import type PinoPretty from 'pino-pretty'

import type { Env } from './env'

/**
 * Payload's logger, one line per event: JSON in production (for log tools),
 * coloured single lines in development (for people).
 */
export function createLogger({ isProduction, logLevel: level }: Pick<Env, 'isProduction' | 'logLevel'>) {
  // Buffered, asynchronous writes: a synchronous write per request line cost about a third of the
  // shell's throughput. pino flushes the buffer when the process exits.
  if (isProduction) return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, destination({ dest: 1, sync: false }))
  // Loaded only here: production never needs it (about 30 files at every start).
  const { build: prettyStream } = createRequire(path.join(process.cwd(), 'package.json'))('pino-pretty') as typeof PinoPretty
  return pino({ level }, prettyStream({ colorize: true, singleLine: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' }))
}
