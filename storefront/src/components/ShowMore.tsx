import { useEffect, useRef } from 'react'

import { Button } from '@/components/ui/button'

type Props = {
  /** Another page exists. */
  hasMore: boolean
  loading: boolean
  onMore: () => void
  /** What is listed, for the button's accessible name ("Show more orders"). */
  what: string
}

/**
 * The end of a paged list: a "Show more" button, and the next page loaded by itself once the
 * reader has scrolled down to the end (never on its own while the page has not been scrolled, so a
 * short list waits for the button). Nothing when the last page is shown.
 */
export function ShowMore({ hasMore, loading, onMore, what }: Props) {
  const end = useRef<HTMLDivElement>(null)
  const more = useRef(onMore)
  useEffect(() => {
    more.current = onMore
  })
  useEffect(() => {
    const target = end.current
    if (!target || !hasMore || loading || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && window.scrollY > 0) more.current()
      },
      { rootMargin: '0px 0px 600px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasMore, loading])
  if (!hasMore) return null
  return (
    <div ref={end} data-no-print className="flex justify-center py-2">
      <Button variant="outline" onClick={onMore} busy={loading} aria-label={loading ? `Loading more ${what}` : `Show more ${what}`}>
        {loading ? 'Loading...' : 'Show more'}
      </Button>
    </div>
  )
}
