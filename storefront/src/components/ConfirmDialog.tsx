import type { ReactNode } from 'react'

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { buttonVariants } from '@/components/ui/button'

type ConfirmDialogProps = {
  /** The button that opens the question; it keeps its own label, and focus returns to it. */
  trigger: ReactNode
  title: ReactNode
  description: ReactNode
  cancelLabel?: string
  confirmLabel: string
  /** 'default' for a step forward (Mark Fulfilled), 'destructive' (the default) for what cannot be undone. */
  confirmVariant?: 'default' | 'destructive'
  onConfirm: () => void
}

/** Asks before something that cannot be undone (removing a card, deleting a product) or that tells the buyer (Mark Fulfilled). */
export function ConfirmDialog({ trigger, title, description, cancelLabel = 'Cancel', confirmLabel, confirmVariant = 'destructive', onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: confirmVariant })} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
