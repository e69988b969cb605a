import type { CartLine } from '@/features/cart/lib/cartLine'
import type { CheckoutLine } from '@/features/checkout/lib/checkoutLine'

/** The cart's lines (guest or server) in the shape the checkout reads. */
export function toCheckoutLines(lines: CartLine[]): CheckoutLine[] {
  return lines.map(({ id, product, size, quantity }) => ({
    id,
    productId: product.id,
    name: product.name,
    size,
    quantity,
    price: product.price,
    image: product.image,
    imageVariants: product.imageVariants,
  }))
}
