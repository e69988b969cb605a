import type { Payload } from 'payload'

import { FileTooLarge, InvalidInput } from '../errors/shopErrors'
import { filenameFromObjectPath } from '../media/mediaUrls'
import type { Media } from '../payload-types'
import { readUploadToken, tokenFromUploadUrl } from './uploadTokens'

/**
 * The stored image an admin screen refers to: an upload URL it just PUT a file to, or an
 * /objects/media/ path of an image already stored. Anything else (outside URLs included) is refused.
 */
export async function resolveImage(payload: Payload, secret: string, reference: unknown, maxBytes: number, label: string): Promise<Media> {
  if (typeof reference !== 'string' || reference.trim() === '' || reference.length > 2048) throw new InvalidInput(`${label} is required`)
  const media = await findMedia(payload, secret, reference.trim())
  if (!media) throw new InvalidInput(`${label} was not found: upload it first`)
  if ((media.filesize ?? 0) > maxBytes) {
    throw new FileTooLarge(`${label} must be at most ${Math.round(maxBytes / 1024 / 1024)} MB`)
  }
  return media
}

async function findMedia(payload: Payload, secret: string, reference: string): Promise<Media | null> {
  const token = tokenFromUploadUrl(reference)
  if (token) {
    const upload = readUploadToken(secret, token)
    if (!upload) return null
    return first(payload, { uploadToken: { equals: upload.id } })
  }
  let path = reference
  try {
    path = new URL(reference, 'http://local').pathname
  } catch {
    return null
  }
  const filename = filenameFromObjectPath(path)
  return filename ? first(payload, { filename: { equals: filename } }) : null
}

async function first(payload: Payload, where: Record<string, unknown>): Promise<Media | null> {
  const { docs } = await payload.find({ collection: 'media', where: where as never, limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}
