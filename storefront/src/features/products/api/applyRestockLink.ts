import { useMutation } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'

export type RestockLinkAction = 'confirm' | 'cancel'

/** POST /api/notify/confirm or /cancel with the token of the e-mail's link. */
export function applyRestockLink({ action, token }: { action: RestockLinkAction; token: string }): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('POST', `/api/notify/${action}`, { token })
}

export function useApplyRestockLink() {
  return useMutation({ mutationFn: applyRestockLink })
}
