import { PRODUCT_IMAGE_MAX_BYTES } from '@shared/images'
import { CheckCircle2 } from 'lucide-react'
import { useId } from 'react'

import { ImageUploadButton } from './ImageUploadButton'

const PRODUCT_IMAGE_NOTE = 'One image, up to 5MB. Square photos look best in the shop.'

type ProductImageFieldProps = {
  /** The image's address, or null before one is uploaded. */
  image: string | null
  /** Shows "Image uploaded ✓" (an upload in this form, not an image it opened with). */
  uploaded: boolean
  error?: string
  busy: boolean
  onUploaded: (uploadURL: string) => void
}

/** The product form's image: its preview (or a placeholder), the upload button, its message. */
export function ProductImageField({ image, uploaded, error, busy, onUploaded }: ProductImageFieldProps) {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={errorId} className="grid content-start gap-3">
      <span id={`${id}-label`} className="text-sm font-medium leading-none">
        Product Image *
      </span>
      {image ? (
        <img src={image} alt="Product image preview" className="aspect-square w-full max-w-64 rounded-lg border border-border object-cover" />
      ) : (
        <div className="flex aspect-square w-full max-w-64 items-center justify-center rounded-lg border border-dashed border-input bg-muted p-4 text-center text-sm text-muted-foreground">
          No image yet
        </div>
      )}
      <ImageUploadButton
        label={image ? 'Change Image' : 'Upload Image'}
        maxFileSize={PRODUCT_IMAGE_MAX_BYTES}
        note={PRODUCT_IMAGE_NOTE}
        busy={busy}
        onUploaded={onUploaded}
        name="image"
        describedBy={errorId}
        className="max-w-64"
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {uploaded && (
        <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-success">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          Image uploaded ✓
        </p>
      )}
    </div>
  )
}
