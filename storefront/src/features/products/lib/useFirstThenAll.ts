import { startTransition, useEffect, useState } from 'react'

/** About two screens of cards on a phone, a screen and a half on a desktop. */
export const FIRST_CARDS = 12

/**
 * Renders the first cards of a long list at once (and on the server), then the rest a dozen at a
 * time, each dozen a transition of its own: a cheap phone with a 100-product catalogue paints and
 * hydrates the top of the page without long freezes. Lists of FIRST_CARDS or fewer render whole.
 */
export function useFirstThenAll<T>(items: readonly T[]): readonly T[] {
  const [count, setCount] = useState(FIRST_CARDS)
  const complete = count >= items.length
  useEffect(() => {
    if (complete) return
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + FIRST_CARDS)), 0)
    return () => clearTimeout(timer)
  }, [complete, count])
  return complete ? items : items.slice(0, count)
}
