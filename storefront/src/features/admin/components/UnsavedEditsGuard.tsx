import { useUnsavedChangesWarning } from '../hooks/useUnsavedChangesWarning'
import { UnsavedChangesDialog } from './UnsavedChangesDialog'

/**
 * Guards a screen's unsaved edits (issue 17 for the product form, issue 29 for the settings
 * editors): closing the tab asks the browser's question, leaving for another screen asks this one.
 * One per screen (the navigation guard holds one question at a time): `dirty` covers every form on it.
 */
export function UnsavedEditsGuard({ dirty, what }: { dirty: boolean; what: string }) {
  const blocker = useUnsavedChangesWarning(dirty)
  return <UnsavedChangesDialog open={blocker.state === 'blocked'} what={what} action="Leave this page" onStay={blocker.reset} onDiscard={blocker.proceed} />
}
