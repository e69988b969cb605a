import { ImageOff } from 'lucide-react'

import { cn } from '@/lib/cn'

type Variant = { url: string; width: number }

type ResponsiveImageProps = {
  src: string | null
  variants?: Variant[]
  alt: string
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string
  /** Intrinsic dimensions, so the browser reserves the space before the bytes arrive. */
  width: number
  height: number
  /** Above the fold: load at once and ahead of other images. */
  priority?: boolean
  className?: string
}

/** An <img> with the server's WebP variants as srcset; lazy unless it is one of the first visible ones. */
export function ResponsiveImage({ src, variants = [], alt, sizes, width, height, priority = false, className }: ResponsiveImageProps) {
  if (!src && variants.length === 0) {
    return (
      <div
        className={cn('flex items-center justify-center bg-muted text-muted-foreground', className)}
        role="img"
        aria-label={alt || 'No image'}
      >
        <ImageOff aria-hidden="true" className="size-8" />
      </div>
    )
  }
  // The fallback src: the first variant at least as wide as the intrinsic width, else the original.
  const fallback = variants.find((v) => v.width >= width)?.url ?? src ?? variants[variants.length - 1].url
  return (
    <img
      src={fallback}
      srcSet={variants.length ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined}
      sizes={variants.length ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
    />
  )
}
