/**
 * Prints one order as a packing slip: the page's print stylesheet (index.css, `data-printing`)
 * shows only the order card holding `from` while the browser's print dialog is open.
 */
export function printPackingSlip(from: HTMLElement): void {
  const slip = from.closest<HTMLElement>('[data-order-slip]')
  if (!slip) return
  slip.setAttribute('data-printing', '')
  document.documentElement.setAttribute('data-printing-slip', '')
  const done = () => {
    slip.removeAttribute('data-printing')
    document.documentElement.removeAttribute('data-printing-slip')
    window.removeEventListener('afterprint', done)
  }
  window.addEventListener('afterprint', done)
  window.print()
}
