import type { Payload } from 'payload'
import sharp from 'sharp'

import { isUniqueViolation } from '../auth/isUniqueViolation'
import { badRequest, HttpError } from '../http/errors'
import type { Media } from '../payload-types'
import { detectImageType } from './detectImageType'

/**
 * Stores an uploaded image in the Media collection (sharp makes its WebP variants there).
 * The file must be an image by its bytes and decodable; its name comes from the upload id.
 */
export async function storeUpload(payload: Payload, uploadId: string, data: Buffer): Promise<Media> {
  if (data.length === 0) throw badRequest('The upload is empty')
  const type = detectImageType(data)
  if (!type) throw new HttpError(415, 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded')
  try {
    const { width, height } = await sharp(data, { animated: type.mime === 'image/gif' }).metadata()
    if (!width || !height) throw new Error('no dimensions')
  } catch {
    throw new HttpError(415, 'The file is not a readable image')
  }
  const { totalDocs } = await payload.count({ collection: 'media', where: { uploadToken: { equals: uploadId } }, overrideAccess: true })
  if (totalDocs > 0) throw usedUp()
  try {
    return await payload.create({
      collection: 'media',
      data: { uploadToken: uploadId },
      file: { data, mimetype: type.mime, name: `${uploadId}.${type.extension}`, size: data.length },
      overrideAccess: true,
    })
  } catch (err) {
    // Two PUTs to one link at the same moment: the unique upload id lets only one through.
    if (isUniqueViolation(err, 'uploadToken')) throw usedUp()
    throw err
  }
}

const usedUp = () => new HttpError(409, 'This upload link was already used. Request a new one.')
