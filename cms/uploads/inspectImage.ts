import { APIError } from 'payload'
import type { Metadata } from 'sharp'

import type { ImageMimeType } from '@shared/images'
import { detectImageType } from './detectImageType'
import { loadSharp } from './loadSharp'

/** The most pixels an uploaded image may have: a 48-50 MP phone photo fits; decoding more costs seconds and hundreds of MB. */
const MAX_IMAGE_PIXELS = 50_000_000
/** Animated images: all frames together. */
export const MAX_ANIMATION_PIXELS = 2 * MAX_IMAGE_PIXELS

export type InspectedImage = { mime: ImageMimeType; extension: string; width: number; height: number }

/**
 * What an uploaded file is, from its bytes alone and before any decoding: its image type by the
 * magic numbers (else 415) and its size in pixels from the header (else 413 above the cap), so a
 * small file declaring 16000 × 16000 pixels is refused at once instead of costing seconds of CPU.
 * Every upload path calls it: the spec's signed URL and the panel's image library.
 */
export async function inspectImage(data: Buffer): Promise<InspectedImage> {
  const type = detectImageType(data)
  if (!type) throw new APIError('Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded', 415, null, true)
  // Outside the try: sharp failing to load is the server's fault, not the file's.
  const sharp = loadSharp()
  let meta: Metadata
  try {
    // sharp reads the header only for metadata (libvips loads pixels lazily).
    meta = await sharp(data, { limitInputPixels: false }).metadata()
  } catch {
    throw new APIError('The file is not a readable image', 415, null, true)
  }
  const width = meta.width ?? 0
  const height = meta.pageHeight ?? meta.height ?? 0
  if (!width || !height) throw new APIError('The file is not a readable image', 415, null, true)
  const frames = Math.max(1, meta.pages ?? 1)
  if (width * height > MAX_IMAGE_PIXELS || width * height * frames > MAX_ANIMATION_PIXELS) {
    throw new APIError(
      `The image is too large: ${width} × ${height} pixels${frames > 1 ? ` × ${frames} frames` : ''} (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels). Resize it and upload it again.`,
      413,
      null,
      true,
    )
  }
  return { ...type, width, height }
}
