import { ResponsiveImage } from '@/components/ResponsiveImage'

type ThumbnailProps = {
  src: string | null
  variants?: { url: string; width: number }[]
  /** Drawn this many CSS pixels square, so the browser picks the smallest variant that is sharp. */
  size: number
  priority?: boolean
  className?: string
}

/** A product's small square picture in a list row (cart, order summary, admin products); decorative, the row names the product. */
export function Thumbnail({ src, variants, size, priority, className }: ThumbnailProps) {
  return <ResponsiveImage src={src} variants={variants} alt="" sizes={`${size}px`} width={size} height={size} priority={priority} className={className} />
}
