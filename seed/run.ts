/** `npm run seed`: adds the demo catalogue to an empty database; safe to run any time. */
import { getPayload } from 'payload'

import { prepareDatabase } from '@cms/db/prepareDatabase'
import { env } from '@cms/env'
import { seedIfEmpty } from './seedIfEmpty'

const { default: config } = await import('../cms/payload.config')
const payload = await getPayload({ config })
await prepareDatabase(payload, env())
const { seeded } = await seedIfEmpty(payload)
console.log(seeded ? 'Demo catalogue added.' : 'The database already has products or users: nothing to seed.')
await payload.destroy()
process.exit(0)
