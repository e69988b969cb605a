/**
 * A card can leave the list it is in: an order that moves on (fulfilled or cancelled under "To
 * Fulfil"), a product deleted. The keyboard's focus, on its button or in its dialog, would fall back
 * to the top of the page, 27 Tabs away from the next one. Called before the change with an element
 * inside the card; the function it returns, called after, moves the focus to the card now in its
 * place (the next one, else the last one), or the page's heading when none is left. A card still
 * there, or focus already somewhere on the page, is left alone.
 */
export function focusAfterCardLeaves(inside: Element | null, selector = '[data-order-card]'): () => void {
  const cards = () => [...document.querySelectorAll<HTMLElement>(selector)]
  const card = inside?.closest<HTMLElement>(selector) ?? null
  if (!card) return () => {}
  const index = cards().indexOf(card)
  return () => {
    // After React has removed the card and the dialog has given the focus back (to nothing).
    requestAnimationFrame(() => {
      const active = document.activeElement
      if (card.isConnected || (active && active !== document.body && active.isConnected)) return
      const now = cards()
      const target = now[Math.min(index, now.length - 1)] ?? document.querySelector<HTMLElement>('h1')
      target?.focus()
    })
  }
}
