import type { User } from '../payload-types'

/** A signed-in user as Payload's auth strategies return it (cms/http/session.ts reads it from a request). */
export type SessionUser = User & { collection: 'users'; _sid?: string }
