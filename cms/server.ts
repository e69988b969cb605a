/**
 * Starts the shop: one process serving the storefront, the spec's /api, images and the editors'
 * panel. Run with `npm start` (production) or `npm run dev`.
 */
import { startShop } from './startShop'

startShop().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
