import type { ApiProduct } from '@shared/api'
import type { Size } from '@shared/sizes'

/** A cart line as the checkout needs it; the app layer maps whichever cart applies to this. */
export type CheckoutLine = {
  id: string
  productId: string
  name: string
  size: Size | null
  quantity: number
  /** Unit price as the API sends it, e.g. "25.00". */
  price: string
  image: ApiProduct['image']
  imageVariants: ApiProduct['imageVariants']
}

/** What a payment intent is made for: the lines' product, size and quantity. */
export type IntentLine = { productId: string; size: Size | null; quantity: number }

export function intentLines(lines: Pick<CheckoutLine, 'productId' | 'size' | 'quantity'>[]): IntentLine[] {
  return lines.map(({ productId, size, quantity }) => ({ productId, size, quantity }))
}
