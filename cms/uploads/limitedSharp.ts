import type Sharp from 'sharp'
import type { SharpOptions } from 'sharp'

import { MAX_ANIMATION_PIXELS } from './inspectImage'
import { loadSharp } from './loadSharp'

type Input = Parameters<typeof Sharp>[0]

/**
 * sharp for Payload (resizing, metadata): refuses to decode more pixels than any upload may have,
 * on every path Payload decodes an image, as a second line behind inspectImage's header check.
 */
export const limitedSharp = ((input?: Input | SharpOptions, options?: SharpOptions) => {
  const sharp = loadSharp()
  const isOptionsOnly = input !== null && typeof input === 'object' && options === undefined && !Buffer.isBuffer(input) && !ArrayBuffer.isView(input) && !(input instanceof ArrayBuffer) && !Array.isArray(input)
  if (isOptionsOnly) return sharp({ ...(input as SharpOptions), limitInputPixels: MAX_ANIMATION_PIXELS })
  return sharp(input as Input, { ...options, limitInputPixels: MAX_ANIMATION_PIXELS })
}) as unknown as typeof Sharp
