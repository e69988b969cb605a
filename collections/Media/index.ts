import type { CollectionConfig } from 'payload'

import { anyone } from '@cms/access/anyone'
import { isAdmin } from '@cms/access/isAdmin'
import { env } from '@cms/env'
import { nameUploadedImage } from '@cms/uploads/nameUploadedImage'
import { IMAGE_MIME_TYPES, IMAGE_VARIANT_WIDTHS } from '@shared/images'
import { refuseDeletingProductPhotos } from './hooks/refuseDeletingProductPhotos'

const webp = { format: 'webp', options: { quality: 80 } } as const

/**
 * Uploaded images. sharp makes WebP variants at upload time; /objects/media/<file> serves
 * the original and the variants with long cache lifetimes (file names never change content).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'filesize', 'updatedAt'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeOperation: [nameUploadedImage], beforeDelete: [refuseDeletingProductPhotos] },
  upload: {
    staticDir: env().uploadsDir,
    mimeTypes: [...IMAGE_MIME_TYPES],
    // Variants are only ever made smaller, never enlarged.
    imageSizes: Object.entries(IMAGE_VARIANT_WIDTHS).map(([name, width]) => ({ name, width, withoutEnlargement: true, formatOptions: webp })),
    adminThumbnail: 'thumbnail',
    focalPoint: false,
    crop: false,
  },
  fields: [
    { name: 'alt', type: 'text', maxLength: 300, label: 'Description for screen readers' },
    {
      // Set when the file came through a signed upload URL; unique, so a URL works only once.
      name: 'uploadToken',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
    },
  ],
}
