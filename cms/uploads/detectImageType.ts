import type { ImageMimeType } from '@shared/images'

/**
 * The image type of a file from its first bytes ("magic numbers"), whatever name or
 * Content-Type it came with. Null for anything that is not JPEG, PNG, WebP, GIF or AVIF.
 */
export function detectImageType(bytes: Uint8Array): { mime: ImageMimeType; extension: string } | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: 'image/jpeg', extension: 'jpg' }
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return { mime: 'image/png', extension: 'png' }
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return { mime: 'image/gif', extension: 'gif' }
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return { mime: 'image/webp', extension: 'webp' }
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') {
    // ISO media file: AVIF when the major or a compatible brand says so.
    const boxSize = Math.min(bytes.length, (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3])
    for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
      if (offset === 12) continue // minor version, not a brand
      const brand = ascii(offset, offset + 4)
      if (brand === 'avif' || brand === 'avis') return { mime: 'image/avif', extension: 'avif' }
    }
  }
  return null
}
