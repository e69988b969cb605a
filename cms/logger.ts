import { createRequire } from 'node:module'
import path from 'node:path'
import { destination, type LogFn, type Logger, type LoggerOptions, pino } from 'pino'
import type PinoPretty from 'pino-pretty'

import type { Env } from './env'

/**
 * Payload's logger, one line per event: JSON in production (for log tools),
 * coloured single lines in development (for people).
 */
export function createLogger({ isProduction, logLevel: level }: Pick<Env, 'isProduction' | 'logLevel'>) {
  const options: LoggerOptions = { level, hooks: { logMethod: callersMistakesAsInfo } }
  // Buffered, asynchronous writes: a synchronous write per request line cost about a third of the
  // shell's throughput. pino flushes the buffer when the process exits.
  if (isProduction) return pino({ ...options, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, stdoutThatLetsTheProcessExit())
  // Loaded only here: production never needs it (about 30 files at every start).
  const { build: prettyStream } = createRequire(path.join(process.cwd(), 'package.json'))('pino-pretty') as typeof PinoPretty
  return pino(options, prettyStream({ colorize: true, singleLine: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' }))
}

/**
 * How long a process about to exit gives stdout to take the log lines still buffered. pino's own
 * last write at exit retries a pipe nobody reads for ever (EPIPE: every 100 ms; a full pipe: while
 * `retryEAGAIN` says so), and SIGTERM then never ended the shop when a supervisor's log reader had
 * died. Past this the last lines are dropped and the process exits as it meant to.
 */
const EXIT_FLUSH_PATIENCE_MS = 1000
let exitStartedAt = 0
let output: ReturnType<typeof destination> | null = null

/** stdout, buffered; while the process runs a full pipe is retried, at exit only for a moment. */
function stdoutThatLetsTheProcessExit() {
  // Before pino's own exit listener (the one that flushes): prepended, whatever the order of creation.
  if (!process.listeners('exit').includes(noteExit)) process.prependListener('exit', noteExit)
  const stream = destination({ dest: 1, sync: false, retryEAGAIN: () => exitStartedAt === 0 || Date.now() - exitStartedAt < EXIT_FLUSH_PATIENCE_MS })
  const flushSync = stream.flushSync.bind(stream)
  stream.flushSync = () => {
    try {
      flushSync()
    } catch {
      // stdout stayed full: the last lines are lost, the exit goes on (with its own code).
    }
  }
  output = stream
  return stream
}

function noteExit() {
  exitStartedAt = Date.now()
}

/**
 * For a process about to exit: writes out the log lines still buffered and ends the log, within
 * EXIT_FLUSH_PATIENCE_MS whether stdout takes them, refuses them (a reader that died: pino then
 * stops writing) or stays full. Ended, the log is not written again at exit.
 */
export function endLogOutput(): Promise<void> {
  const stream = output
  if (!stream) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, EXIT_FLUSH_PATIENCE_MS)
    const ended = () => {
      clearTimeout(timer)
      resolve()
    }
    stream.once('close', ended)
    stream.once('error', ended)
    try {
      stream.end()
    } catch {
      ended() // ended already
    }
  })
}

/**
 * A Payload error whose status is 4xx is the caller's mistake (malformed JSON, a query on a field
 * that does not exist, a spent reset link), not the server's: one `info` line with its message and
 * status, no stack trace. Payload logs every error of its REST routes at `error` with the stack,
 * whatever its status (its `loggingLevels` go by the error's class, and APIError is used for
 * both 400 and 500). Only Payload's own errors (APIError and its kinds, marked `isOperational`):
 * another service's 4xx (Stripe refusing the shop's key) is the server's problem and keeps its
 * level and details. 5xx and errors without a status are logged as they come.
 */
function callersMistakesAsInfo(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number): void {
  const first = args[0] as { err?: { status?: unknown; isOperational?: unknown; message?: unknown; name?: unknown }; msg?: unknown } | undefined
  const err = level >= 50 && first && typeof first === 'object' ? first.err : undefined
  const status = err?.isOperational === true ? err.status : undefined
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = typeof err?.message === 'string' ? err.message : typeof first?.msg === 'string' ? first.msg : 'Bad request'
    this.info({ msg: message, status, error: typeof err?.name === 'string' ? err.name : undefined })
    return
  }
  method.apply(this, args)
}
