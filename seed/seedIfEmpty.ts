import type { Payload } from 'payload'

import { STARTING_STOCK_CAUSE } from '@cms/db/startStockThroughLedger'
import { sortSizes, type Size } from '@shared/sizes'
import { DEMO_CATALOGUE } from './demoCatalogue'
import { drawProductImage } from './productArt'

/**
 * Adds the demo catalogue to an empty shop (no products and no users), so a fresh clone shows
 * something to buy. Running it again, or on a shop in use, changes nothing.
 */
export async function seedIfEmpty(payload: Payload): Promise<{ seeded: boolean }> {
  const [products, users] = await Promise.all([
    payload.count({ collection: 'products', overrideAccess: true }),
    payload.count({ collection: 'users', overrideAccess: true }),
  ])
  if (products.totalDocs > 0 || users.totalDocs > 0) return { seeded: false }

  for (const item of DEMO_CATALOGUE) {
    const slug = item.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')
    const png = await drawProductImage(item.art.shape, item.art.color, item.art.background)
    const image = await payload.create({
      collection: 'media',
      data: { alt: item.name },
      file: { data: png, mimetype: 'image/png', name: `demo-${slug}.png`, size: png.length },
      overrideAccess: true,
    })
    const sizes = sortSizes(Object.keys(item.stock) as Size[])
    await payload.create({
      collection: 'products',
      data: {
        name: item.name,
        description: item.description,
        price: item.price,
        image: image.id,
        stock: sizes.map((size) => ({ size, quantity: item.stock[size] ?? 0 })),
      },
      overrideAccess: true,
      // The demo catalogue's counts come from outside the shop's screens.
      context: { [STARTING_STOCK_CAUSE]: { reason: 'import', actor: 'seed' } },
    })
  }
  payload.logger.info({ msg: 'seeded the demo catalogue', products: DEMO_CATALOGUE.length })
  return { seeded: true }
}
