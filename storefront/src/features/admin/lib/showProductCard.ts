/**
 * After a product is created or saved, the form closes at the top of a list that can be a hundred
 * cards long: the card of that product is scrolled to and takes the focus, so a volunteer sees what
 * was saved and can go on to Update Inventory from there. The list may be read again first: the card
 * is looked for on each frame for a while.
 */
export function showProductCard(productId: string, frames = 120): void {
  const card = document.querySelector<HTMLElement>(`[data-product-id="${CSS.escape(productId)}"]`)
  if (card) {
    card.scrollIntoView({ block: 'center' })
    card.focus({ preventScroll: true })
    return
  }
  if (frames > 0) requestAnimationFrame(() => showProductCard(productId, frames - 1))
}
