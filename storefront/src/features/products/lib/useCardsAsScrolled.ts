import { type RefCallback, startTransition, useCallback, useEffect, useMemo, useState } from 'react'

/** Two rows on a desktop, a screen and a half on a phone: what can be seen before any scrolling. */
const FIRST_CARDS = 8
/**
 * Cards are added while the end of the list is less than a screen and a half below the viewport,
 * or anywhere above it: a shopper who jumps to the footer (End key) gets the list filled in too.
 */
const NEAR_THE_VIEWPORT = '1000000px 0px 150% 0px'

/**
 * Renders the first cards of a long list at once (and on the server), then as many again whenever
 * the end of the list comes near the viewport, each batch a transition.
 * Rendering all of a 100-product catalogue right after hydration cost a cheap phone about a second
 * of blocked main thread (Lighthouse, 4× CPU); most visitors never scroll that far. Browsers
 * without IntersectionObserver get the whole list. Lists of FIRST_CARDS or fewer render whole.
 *
 * Put the returned ref on an element right after the list.
 */
export function useCardsAsScrolled<T>(items: readonly T[]): { shown: readonly T[]; endOfListRef: RefCallback<Element> } {
  const [count, setCount] = useState(FIRST_CARDS)
  const [endOfList, setEndOfList] = useState<Element | null>(null)
  const complete = count >= items.length

  useEffect(() => {
    if (complete || !endOfList) return
    const showMore = () => startTransition(() => setCount((shown) => shown + FIRST_CARDS))
    if (typeof IntersectionObserver === 'undefined') {
      startTransition(() => setCount(items.length))
      return
    }
    // A new observer for every batch: its first report says whether the end is still near (a tall
    // screen may need several batches before the end leaves the margin).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore()
      },
      { rootMargin: NEAR_THE_VIEWPORT },
    )
    observer.observe(endOfList)
    return () => observer.disconnect()
  }, [complete, count, endOfList, items.length])

  const endOfListRef = useCallback((element: Element | null) => setEndOfList(element), [])
  // The same array while the same cards show, so the list's elements can be kept (ProductCards).
  const shown = useMemo(() => (complete ? items : items.slice(0, count)), [complete, items, count])
  return { shown, endOfListRef }
}
