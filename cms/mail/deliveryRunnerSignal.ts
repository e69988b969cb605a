/**
 * How a newly queued message wakes the delivery runner of this process (cms/mail/mailRunner.ts),
 * so it goes out within a second instead of at the next poll. Nothing listens in the CLI or the
 * seed; the runner's poll picks their messages up.
 */
let listener: (() => void) | null = null

export const deliveryRunnerSignal = {
  listen(fn: (() => void) | null): void {
    listener = fn
  },
  notify(): void {
    listener?.()
  },
}
