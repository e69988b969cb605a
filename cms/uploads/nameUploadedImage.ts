import { randomUUID } from 'node:crypto'
import type { CollectionBeforeOperationHook } from 'payload'

import { inspectImage } from './inspectImage'

/**
 * Media: whatever path a file arrives by (the spec's signed upload URL, the panel's image
 * library), it must be an image by its bytes and within the pixel cap before Payload decodes it;
 * it is stored under a name the server chooses, with the extension and type its bytes say, never
 * the client's (a PNG+HTML polyglot named .htm would otherwise be served as a web page).
 * `context.uploadId` (the signed URL's id) names it; else a new random id does.
 */
export const nameUploadedImage: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const image = await inspectImage(req.file.data)
  const id = typeof req.context?.uploadId === 'string' ? req.context.uploadId : randomUUID()
  req.file.name = `${id}.${image.extension}`
  req.file.mimetype = image.mime
  return args
}
