import { destination, pino } from 'pino'
import { build as prettyStream } from 'pino-pretty'

/**
 * Payload's logger, one line per event: JSON in production (for log tools),
 * coloured single lines in development (for people).
 */
export function createLogger(isProduction: boolean) {
  const level = process.env.LOG_LEVEL ?? 'info'
  // Buffered, asynchronous writes: a synchronous write per request line cost about a third of the
  // shell's throughput. pino flushes the buffer when the process exits.
  if (isProduction) return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, destination({ dest: 1, sync: false }))
  return pino({ level }, prettyStream({ colorize: true, singleLine: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' }))
}
