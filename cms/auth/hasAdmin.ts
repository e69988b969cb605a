import type { Payload } from 'payload'

/** Whether the shop has an administrator yet (until then, /setup-admin may create the first). */
export async function hasAdmin(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', where: { isAdmin: { equals: true } }, overrideAccess: true })
  return totalDocs > 0
}
