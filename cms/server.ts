/**
 * Starts the shop: one process serving the storefront, the spec's /api, images and the editors'
 * panel. Run with `npm start` (production) or `npm run dev`.
 */
import { endLogOutput } from './logger'
import { startShop } from './startShop'

startShop().catch(async (err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  await endLogOutput()
  process.exit(1)
})
