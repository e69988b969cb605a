import { useRef } from 'react'

import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '@/components/ui/alert-dialog'

type UnsavedChangesDialogProps = {
  open: boolean
  /** What holds the edits, e.g. "The product form". */
  what?: string
  /** What is about to happen, e.g. "Leave this page" or "Edit Reef Tee instead". */
  action: string
  onStay: () => void
  onDiscard: () => void
}

/** Asks before unsaved edits are thrown away (issue 17). */
export function UnsavedChangesDialog({ open, what = 'The product form', action, onStay, onDiscard }: UnsavedChangesDialogProps) {
  // Opened by a navigation, not by a button of its own: Keep Editing gives the focus back to what had it.
  const hadFocus = useRef<HTMLElement | null>(null)
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialogContent
        onOpenAutoFocus={() => {
          hadFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        }}
        onCloseAutoFocus={(event) => {
          if (!hadFocus.current?.isConnected) return
          event.preventDefault()
          hadFocus.current.focus()
        }}
      >
        <AlertDialogTitle>Discard unsaved changes?</AlertDialogTitle>
        <AlertDialogDescription>
          {what} has changes that are not saved yet. {action} and they are lost.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onStay}>Keep Editing</AlertDialogCancel>
          <AlertDialogAction onClick={onDiscard}>Discard Changes</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
