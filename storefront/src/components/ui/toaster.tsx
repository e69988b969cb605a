import { useSyncExternalStore } from 'react'
import { Link } from 'react-router-dom'

import { dismissToast, toastStore } from '@/lib/toast'

import { buttonVariants } from './button'
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast'

/** Notification constants: 5000 ms, swipe right past 50 px, F8 focuses the area. */
const TOAST_DURATION_MS = 5000
const SWIPE_THRESHOLD_PX = 50

export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot)
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, variant, open, links }) => (
        <Toast key={id} variant={variant} open={open} onOpenChange={(next) => !next && dismissToast(id)}>
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description && <ToastDescription>{description}</ToastDescription>}
            {links && links.length > 0 && (
              <div className="mt-2 flex flex-wrap gap-2">
                {links.map((link, index) => (
                  // The last is the step forward (Check out), filled; the others outlined.
                  <ToastAction key={link.to} asChild altText={link.altText}>
                    <Link to={link.to} className={buttonVariants({ size: 'sm', variant: index === links.length - 1 ? 'default' : 'outline' })}>
                      {link.label}
                    </Link>
                  </ToastAction>
                ))}
              </div>
            )}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} data-no-print />
    </ToastProvider>
  )
}
