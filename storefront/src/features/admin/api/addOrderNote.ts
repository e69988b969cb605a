import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiOrderNote } from '@shared/api'

import { apiFetch } from '@/lib/apiClient'

import { orderTimelineKey } from './getOrderTimeline'

/** POST /api/admin/orders/{id}/notes: an internal note (administrators only; the buyer never sees it). */
export function addOrderNote({ id, text }: { id: string; text: string }): Promise<ApiOrderNote> {
  return apiFetch<ApiOrderNote>('POST', `/api/admin/orders/${encodeURIComponent(id)}/notes`, { text })
}

export function useAddOrderNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addOrderNote,
    onSuccess: (note) => void queryClient.invalidateQueries({ queryKey: orderTimelineKey(note.orderId) }),
  })
}
