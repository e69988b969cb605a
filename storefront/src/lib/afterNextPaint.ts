/**
 * Runs `work` once the browser has painted the page as it is now, so a busy state set in a tap's
 * own task ("Adding...") is on screen before the work that follows it (decision 64). A frame
 * callback runs just before the paint; the task it queues runs just after. A hidden page paints
 * nothing and runs no frame callbacks, so there the work only waits for the next task.
 */
export function afterNextPaint(work: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(work, 0)
  else requestAnimationFrame(() => setTimeout(work, 0))
}
