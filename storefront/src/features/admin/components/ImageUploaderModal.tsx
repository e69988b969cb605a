import '@uppy/core/css/style.min.css'
import '@uppy/dashboard/css/style.min.css'

import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES, IMAGE_TYPES_IN_WORDS } from '@shared/images'
import Uppy, { type Meta } from '@uppy/core'
import DashboardModal from '@uppy/react/dashboard-modal'
import XHRUpload from '@uppy/xhr-upload'
import { useEffect, useEffectEvent, useRef, useState } from 'react'

import { apiErrorMessage } from '@/lib/apiErrorMessage'

import { requestUploadUrl } from '../api/requestUploadUrl'
import { isRetriableUploadStatus, uploadErrorMessage } from '../lib/uploadErrorMessage'

/** What the signed upload URL answers to the PUT. */
type UploadBody = { objectPath?: string }

export type ImageUploaderModalProps = {
  open: boolean
  onRequestClose: () => void
  /** 5 MB for product images, 10 MB for the hero and impact images. */
  maxFileSize: number
  /** Shown in the uploader, e.g. the recommended size. */
  note: string
  /** The file is stored; the caller registers this URL with the right endpoint. */
  onUploaded: (uploadURL: string) => void
}

/**
 * One Uppy per uploader: one image, picked or dropped, sent as the raw body of a single PUT to a
 * fresh signed URL. Every attempt, retries included, asks for its own URL first,
 * because a URL is used up once a file is stored behind it.
 */
function createUploader(maxFileSize: number) {
  const uploadUrls = new Map<string, string>()
  const uppy = new Uppy<Meta, UploadBody>({
    autoProceed: true,
    allowMultipleUploadBatches: false,
    restrictions: { maxNumberOfFiles: 1, allowedFileTypes: [...IMAGE_MIME_TYPES, ...IMAGE_EXTENSIONS], maxFileSize },
    // The spec's 'You can only upload: {types}', with the types in words instead of "image/jpeg, .jpg, …".
    locale: { strings: { youCanOnlyUploadFileTypes: `You can only upload: ${IMAGE_TYPES_IN_WORDS}` }, pluralize: (count) => (count === 1 ? 0 : 1) },
  })
  uppy.use(XHRUpload<Meta, UploadBody>, {
    method: 'PUT',
    formData: false,
    limit: 1,
    headers: (file): Record<string, string> => (file.type ? { 'Content-Type': file.type } : {}),
    endpoint: async (fileOrFiles) => {
      const file = Array.isArray(fileOrFiles) ? fileOrFiles[0] : fileOrFiles
      try {
        const url = await requestUploadUrl()
        uploadUrls.set(file.id, url)
        return url
      } catch (err) {
        // XHRUpload reports failures of the PUT only; without this the file would look stuck.
        const message = apiErrorMessage(err) ?? (err instanceof Error ? err.message : 'Could not start the upload')
        uppy.emit('upload-error', uppy.getFile(file.id), { name: 'UploadUrlError', message })
        throw err
      }
    },
    // A refusal (type, size, used-up link) is final; only transient failures are tried again.
    shouldRetry: (xhr) => isRetriableUploadStatus(xhr.status),
    onAfterResponse: (xhr) => {
      if (xhr.status >= 400) throw new Error(uploadErrorMessage(xhr.status, xhr.responseText, xhr.statusText))
    },
    getResponseData: (xhr) => (xhr.responseText ? (JSON.parse(xhr.responseText) as UploadBody) : {}),
  })
  return { uppy, uploadUrlOf: (fileId: string) => uploadUrls.get(fileId) }
}

/** Names the dialog after what it does (Uppy's defaults say 'Uppy Dashboard'); messages stay Uppy's own. */
const UPLOADER_STRINGS = {
  dashboardTitle: 'Image uploader',
  dashboardWindowTitle: 'Image uploader (press Escape to close)',
  dropPasteFiles: 'Drop an image here or %{browseFiles}',
}

/** The modal uploader of the spec: this module (with Uppy and its CSS) is a chunk of its own. */
export function ImageUploaderModal({ open, onRequestClose, maxFileSize, note, onUploaded }: ImageUploaderModalProps) {
  const [{ uppy, uploadUrlOf }] = useState(() => createUploader(maxFileSize))

  const handleSuccess = useEffectEvent((fileId: string) => {
    const url = uploadUrlOf(fileId)
    if (url) onUploaded(url)
  })

  useEffect(() => {
    const onSuccess = (file: { id: string } | undefined) => file && handleSuccess(file.id)
    uppy.on('upload-success', onSuccess)
    return () => void uppy.off('upload-success', onSuccess)
  }, [uppy])

  // StrictMode unmounts and remounts once in development: only a real unmount destroys Uppy.
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      setTimeout(() => {
        if (!mounted.current) uppy.destroy()
      })
    }
  }, [uppy])

  // Uppy names its outer element, not the dialog inside it: give the dialog its name and modality.
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const dialog = frame.current?.querySelector('.uppy-Dashboard-inner[role="dialog"]')
    dialog?.setAttribute('aria-label', UPLOADER_STRINGS.dashboardTitle)
    dialog?.setAttribute('aria-modal', 'true')
  }, [open])

  // Uppy shows one picked file as a list item with no list around it (its multi-file view has the
  // list), which screen readers cannot place (axe's aria-required-parent, critical): the single-file
  // container becomes the list. Uppy draws it when a file is added, so it is watched for.
  useEffect(() => {
    const root = frame.current
    if (!root) return
    const markList = () => {
      for (const files of root.querySelectorAll('.uppy-Dashboard-files:not([role])')) {
        files.setAttribute('role', 'list')
        files.setAttribute('aria-label', 'Chosen image')
      }
    }
    markList()
    const observer = new MutationObserver(markList)
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])

  function close() {
    // Closing cancels whatever is under way; the next opening starts empty, old notices included.
    uppy.cancelAll()
    uppy.setState({ info: [] })
    onRequestClose()
  }

  return (
    <div ref={frame}>
      <DashboardModal
        uppy={uppy}
        open={open}
        onRequestClose={close}
        closeAfterFinish
        closeModalOnClickOutside
        proudlyDisplayPoweredByUppy={false}
        note={`${note} ${IMAGE_TYPES_IN_WORDS}.`}
        theme="light"
        locale={{ strings: UPLOADER_STRINGS }}
      />
    </div>
  )
}
