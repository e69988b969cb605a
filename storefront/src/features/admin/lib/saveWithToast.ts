import { toast, type ToastInput } from '@/lib/toast'

import { errorDescription } from './errorDescription'

/**
 * Waits for an admin save and says how it went: on failure a toast titled `failedTitle`
 * with the server's message (and `onFailed` sees the error), on success the `done` toast.
 * Resolves to whether it saved.
 */
export async function saveWithToast(saving: Promise<unknown>, failedTitle: string, done: ToastInput, onFailed?: (err: unknown) => void): Promise<boolean> {
  try {
    await saving
  } catch (err) {
    toast({ title: failedTitle, description: errorDescription(err), variant: 'destructive' })
    onFailed?.(err)
    return false
  }
  toast(done)
  return true
}
