import { setUpAdmin } from '../../tests/support/accounts'
import { productImage } from '../../tests/support/images'

export const BENCH_PRODUCTS = 100

/** The bench's catalogue: 100 products with one image, every other one with sizes; answers the product list. */
export async function addBenchProducts(shopUrl: string): Promise<{ id: string; sizes: string[] }[]> {
  const admin = await setUpAdmin(shopUrl)
  const image = await productImage(admin)
  for (let i = 0; i < BENCH_PRODUCTS; i += 1) {
    const sized = i % 2 === 0
    const res = await admin.post('/api/products', {
      name: `Product ${i + 1}`,
      description: 'A soft cotton tee that funds rescue training in the US Virgin Islands.',
      price: 20 + (i % 7),
      image,
      ...(sized ? { sizes: ['S', 'M', 'L', 'XL'], sizeInventory: { S: 5, M: 8, L: 2, XL: 0 } } : {}),
    })
    if (res.status !== 201) throw new Error(`could not create product ${i}: ${res.status} ${res.text}`)
  }
  return (await admin.get('/api/products')).body
}
