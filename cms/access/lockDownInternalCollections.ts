import type { Access, CollectionBeforeChangeHook, PayloadRequest, SanitizedConfig, Where } from 'payload'

import { isAdmin, userIsAdmin } from './isAdmin'
import { nobody } from './nobody'

/** Preferences: an administrator's own (customers never use the panel, so they keep none). */
const ownPreferencesOfAdmin: Access = ({ req }) => {
  if (!req.user || !userIsAdmin(req)) return false
  const own: Where[] = [{ 'user.value': { equals: req.user.id } }, { 'user.relationTo': { equals: req.user.collection } }]
  return { and: own }
}

/** A document lock always names the editor who takes it, never someone else. */
const lockInOwnName: CollectionBeforeChangeHook = ({ data, req }) => {
  if (req.user) data.user = { relationTo: req.user.collection, value: req.user.id }
  return data
}

const forbidden = () => Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })

/**
 * Payload adds collections of its own (document locks, panel preferences, migrations, a key-value
 * store) whose default rules let any signed-in account read and write them: a customer could
 * forge and delete the editors' document locks. Here, after Payload has added them, every one is
 * for administrators only (preferences: only an administrator's own), including the preference
 * endpoints that bypass collection access. The server's own calls override access as before.
 */
export function lockDownInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!collection.slug.startsWith('payload-')) continue
    if (collection.slug === 'payload-locked-documents') {
      collection.access = { ...collection.access, read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin }
      collection.hooks.beforeChange = [...(collection.hooks.beforeChange ?? []), lockInOwnName]
    } else if (collection.slug === 'payload-preferences') {
      collection.access = { ...collection.access, read: ownPreferencesOfAdmin, create: isAdmin, update: ownPreferencesOfAdmin, delete: ownPreferencesOfAdmin }
    } else {
      collection.access = { ...collection.access, read: isAdmin, create: nobody, update: nobody, delete: nobody }
    }
    if (Array.isArray(collection.endpoints)) {
      collection.endpoints = collection.endpoints.map((endpoint) => ({
        ...endpoint,
        handler: (req: PayloadRequest) => (userIsAdmin(req) ? endpoint.handler(req) : forbidden()),
      }))
    }
  }
  return config
}
