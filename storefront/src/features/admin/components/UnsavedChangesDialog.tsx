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
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialogContent>
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
