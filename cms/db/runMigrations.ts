import type { Payload } from 'payload'

import type { Env } from '../env'
import { migrations } from '../migrations'

/**
 * Payload applies committed migrations itself at start in production. Development uses the same
 * migrations (schema push is off), so a database never depends on the mode it was created in.
 * MongoDB needs none: it has no schema, and its indexes are ensured at connect.
 */
export async function runMigrationsInDevelopment(payload: Payload, env: Env): Promise<void> {
  if (env.isProduction || env.databaseKind !== 'sqlite') return
  await payload.db.migrate({ migrations: migrations as Parameters<typeof payload.db.migrate>[0] extends { migrations?: infer M } ? M : never })
}
