/**
 * A tiny toast store (the shadcn/ui use-toast shape) so any code, hooks or not, can raise a toast.
 * At most 1 toast at a time; a dismissed toast is dropped 1,000,000 ms later.
 */
export type ToastVariant = 'default' | 'destructive'
/** A page the toast offers to go to next ("View cart"); `altText` says it for screen readers (F8 reaches the toast). */
export type ToastLink = { label: string; to: string; altText: string }
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; links?: ToastLink[] }
export type ToastItem = ToastInput & { id: string; open: boolean }

const TOAST_LIMIT = 1
const TOAST_REMOVE_DELAY = 1_000_000

let items: ToastItem[] = []
let counter = 0
const listeners = new Set<() => void>()

function emit(next: ToastItem[]): void {
  items = next
  for (const listener of listeners) listener()
}

export function toast(input: ToastInput): string {
  counter += 1
  const id = String(counter)
  emit([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT))
  return id
}

export function dismissToast(id: string): void {
  emit(items.map((item) => (item.id === id ? { ...item, open: false } : item)))
  setTimeout(() => emit(items.filter((item) => item.id !== id)), TOAST_REMOVE_DELAY)
}

export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: (): ToastItem[] => items,
}
