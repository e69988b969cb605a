/**
 * A counter that moves whenever something a public page shows changes in this process: a product,
 * its stock, a site setting. Caches of rendered pages compare against it; their short lifetime
 * covers changes made by other processes.
 */
let version = 0

export const contentVersion = {
  current: () => version,
  bump: () => {
    version += 1
  },
}
