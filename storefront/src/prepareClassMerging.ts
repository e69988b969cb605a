/**
 * An entry of its own that server-rendered pages ask for as an async module script
 * (cms/storefront/prerender.ts): it builds tailwind-merge's tables (lib/cn.ts) as soon as that
 * chunk has arrived, while the main thread waits for the app's larger entry to download. Without
 * it the same work (about 60–100 ms on a slow phone) ran just before hydrating, and the page
 * listened that much later (issue 30). The app imports the same module, so the work is done once.
 */
import { prepareClassMerging } from './lib/cn'

prepareClassMerging()
