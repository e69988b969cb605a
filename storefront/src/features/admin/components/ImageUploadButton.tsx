import { LoaderCircle, Upload } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'

import type { ImageUploaderModalProps } from './ImageUploaderModal'

// Uppy is about 80 KB of script: it loads when an uploader is first wanted, not with the screen.
const loadUploader = () => import('./ImageUploaderModal')
const ImageUploaderModal = lazy(() => loadUploader().then((m) => ({ default: m.ImageUploaderModal })))

type ImageUploadButtonProps = Pick<ImageUploaderModalProps, 'maxFileSize' | 'note' | 'onUploaded'> & {
  label: string
  /** The uploaded image is being registered: the button waits. */
  busy?: boolean
  variant?: 'default' | 'outline' | 'ocean'
  className?: string
  /** The form's name for the image: a failed check focuses the button by it. */
  name?: string
  /** The id of the message that says what is wrong with the image, read out with the button. */
  describedBy?: string
}

/** A button that opens the modal uploader ('Image uploader'). */
export function ImageUploadButton({ label, busy = false, variant = 'outline', className, name, describedBy, ...uploader }: ImageUploadButtonProps) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)

  function preload() {
    void loadUploader()
  }

  return (
    <>
      <Button
        ref={buttonRef}
        variant={variant}
        className={className}
        name={name}
        aria-describedby={describedBy}
        busy={busy}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
        {busy ? 'Saving image...' : label}
      </Button>
      {wanted && (
        <Suspense fallback={open ? <OpeningUploader /> : null}>
          <ImageUploaderModal
            {...uploader}
            open={open}
            onRequestClose={() => {
              setOpen(false)
              buttonRef.current?.focus()
            }}
          />
        </Suspense>
      )}
    </>
  )
}

function OpeningUploader() {
  return (
    <div role="status" className="fixed inset-0 z-[1001] flex items-center justify-center bg-black/40">
      <span className="flex items-center gap-2 rounded-lg bg-card px-4 py-3 text-sm font-medium shadow-lg">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary" />
        Opening uploader...
      </span>
    </div>
  )
}
