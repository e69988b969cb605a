import type { ApiProduct } from '@shared/api'
import { productHeadTags, withHeadTags } from './productHead'

const SHELL = '<html><head><meta name="description" content="shop"><title>Shop</title></head><body></body></html>'

function product(name: string): ApiProduct {
  return { id: 'p1', name, price: '25.00', description: 'Soft cotton', sizes: [], sizeInventory: {}, image: null, imageVariants: [] } as unknown as ApiProduct
}

describe('a product page link preview', () => {
  it('keeps `$` patterns in a product name as typed (String.replace would expand them)', () => {
    const name = "Cat $' mug $& $$ $`"
    const page = withHeadTags(SHELL, productHeadTags(product(name), 'https://shop.example'))
    expect(page).toContain(`<meta property="og:title" content="Cat $&#39; mug $&amp; $$ $\`">`)
    expect(page.match(/<\/head>/g)).toHaveLength(1)
    expect(page).not.toContain('content="shop"')
  })
})
