/**
 * Runs `work` once the browser has painted the page as it is now, so a state set in this task (a
 * tap's "Adding...", a screen's first cards) is on screen before the work that follows it
 * (decision 64). A frame callback runs just before the paint; the task it queues runs just after.
 * A hidden page paints nothing and runs no frame callbacks, so there the work only waits for the
 * next task. Returns a function that cancels the work if it has not run yet.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (document.visibilityState === 'hidden') {
    timer = setTimeout(work, 0)
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}
