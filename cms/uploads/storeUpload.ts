import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'

import { isUniqueViolation } from '../auth/isUniqueViolation'
import { InvalidInput, UploadLinkUsed } from '../errors/shopErrors'
import type { LimitStore } from '../limits/limitStore'
import type { Media } from '../payload-types'
import { inspectImage } from './inspectImage'
import { UPLOAD_URL_LIFETIME_MS } from './uploadTokens'

/**
 * Stores an uploaded image in the Media collection (sharp makes its WebP variants there).
 * The file must be an image by its bytes and within the pixel cap (checked before it is decoded);
 * its name comes from the upload id. The id is claimed in the shared counters before anything is
 * written, so of several PUTs to one URL, in any process, exactly one writes files.
 */
export async function storeUpload(payload: Payload, claims: LimitStore, uploadId: string, data: Buffer): Promise<Media> {
  if (data.length === 0) throw new InvalidInput('The upload is empty')
  await inspectImage(data)
  const { totalDocs } = await payload.count({ collection: 'media', where: { uploadToken: { equals: uploadId } }, overrideAccess: true })
  if (totalDocs > 0) throw usedUp()
  const claim = await claims.increment(`upload:${uploadId}`, UPLOAD_URL_LIFETIME_MS + 60_000)
  if (claim.count > 1) throw usedUp()
  try {
    return await payload.create({
      collection: 'media',
      data: { uploadToken: uploadId },
      file: { data, mimetype: 'application/octet-stream', name: uploadId, size: data.length },
      context: { uploadId },
      overrideAccess: true,
    })
  } catch (err) {
    // Only this request writes files named after this id: whatever it left behind goes with it.
    await removeFilesOf(payload, uploadId)
    if (isUniqueViolation(err, 'uploadToken')) throw usedUp()
    throw err
  }
}

const usedUp = () => new UploadLinkUsed('This upload link was already used. Request a new one.')

async function removeFilesOf(payload: Payload, uploadId: string): Promise<void> {
  const dir = payload.collections.media.config.upload.staticDir
  if (!dir) return
  const names = await fs.readdir(dir).catch(() => [] as string[])
  await Promise.all(names.filter((name) => name.startsWith(uploadId)).map((name) => fs.rm(path.join(dir, name), { force: true })))
}
