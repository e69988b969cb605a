import type { IncomingMessage } from 'node:http'
import type { Payload } from 'payload'

import { sessionCache } from '../auth/sessionCache'
import { accountAnswers, ACCOUNT_READS, type AccountRead } from '../cache/accountAnswers'
import { catalog } from '../catalog/catalog'
import { productCache } from '../catalog/productCache'
import type { WriteWatch } from '../cache/watchSqliteWrites'
import type { User } from '../payload-types'
import { serializeUser } from '../serialize/user'
import { credentialsOf } from './session'

const GUEST = Buffer.from('null')

/**
 * The body of a signed-in read when memory already knows it, else null (Express answers, and
 * fills the cache). The user comes from the session cache, which only Payload's own lookup fills:
 * an unknown or expired token always goes the long way. `GET /api/auth/user` is the session's
 * user itself; the cart and the order list come from cms/cache/accountAnswers.ts once the database
 * is known not to have changed since they were read.
 */
export function createAccountReadPath(payload: Payload, watch: WriteWatch | null) {
  // The session cache keeps one object per signed-in user until any change to the account forgets
  // it, so its JSON can be kept with it instead of being written again for every read.
  const userBodies = new WeakMap<User, Buffer>()
  const userBody = (user: User) => {
    let body = userBodies.get(user)
    if (!body) userBodies.set(user, (body = Buffer.from(JSON.stringify(serializeUser(user)))))
    return body
  }
  return async function accountReadBody(req: IncomingMessage, path: string): Promise<Buffer | null> {
    if (!ACCOUNT_READS.has(path)) return null
    const read = path as AccountRead
    const key = credentialsOf(payload, req.headers)
    if (!key) return read === '/api/auth/user' ? GUEST : null
    // Checked against the database's commits (watch), which also forgets stale cart and order answers.
    const user = (await sessionCache.getChecked(key)) as User | null | undefined
    if (!user) return null
    if (read === '/api/auth/user') return userBody(user)
    if (!watch) return null
    // A cart is kept with the catalogue snapshot it embeds: once that snapshot's second is over,
    // wait for the next one (one build for everyone; the same snapshot again when nothing changed)
    // rather than sending every cart read of that moment the long way.
    if (read === '/api/cart' && !productCache.fresh()) {
      await catalog(payload)
      await watch.unchanged()
    }
    return accountAnswers.get(read, String(user.id))
  }
}
