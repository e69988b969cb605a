import { useState } from 'react'
import { flushSync } from 'react-dom'

/**
 * Prints one order's packing slip: the slip is marked (`data-printing`) and the page's print
 * stylesheet (index.css, `data-printing-slip`) shows only that slip while the browser's print
 * dialog is open. Printing the page otherwise prints the slip of every order shown, one a page.
 */
export function usePrintPackingSlip(): { printing: string | null; print: (orderId: string) => void } {
  const [printing, setPrinting] = useState<string | null>(null)
  function print(orderId: string) {
    flushSync(() => setPrinting(orderId))
    const root = document.documentElement
    root.setAttribute('data-printing-slip', '')
    const done = () => {
      root.removeAttribute('data-printing-slip')
      setPrinting(null)
      window.removeEventListener('afterprint', done)
    }
    window.addEventListener('afterprint', done)
    window.print()
  }
  return { printing, print }
}
