/** Image types the shop accepts, recognised by their bytes, never by a declared type. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const

export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number]

/** The same types as people name them, for uploaders and their messages. */
export const IMAGE_TYPES_IN_WORDS = 'JPEG, PNG, WebP, GIF or AVIF images'

/** Their file name endings, for files a system gives no type (the bytes decide on the server anyway). */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif'] as const

/** Limits. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const SETTINGS_IMAGE_MAX_BYTES = 10 * 1024 * 1024
/** No upload may exceed this, whatever it is for. */
export const UPLOAD_MAX_BYTES = SETTINGS_IMAGE_MAX_BYTES

/** Variants sharp makes for every image, and their widths. */
export const IMAGE_VARIANT_WIDTHS = { thumbnail: 200, card: 600, hero: 1920 } as const

/** The home page's hero picture as recommended to editors, and the space the page reserves for it. */
export const HERO_IMAGE_SIZE = { width: IMAGE_VARIANT_WIDTHS.hero, height: 600 } as const

/** The same for the picture beside "Your Purchase Makes an Impact". */
export const IMPACT_IMAGE_SIZE = { width: 1200, height: 800 } as const

/** An image as the API answers it: the original path and WebP variants for srcset. */
export type ImageRef = {
  url: string
  width: number | null
  height: number | null
  variants: { url: string; width: number }[]
}
