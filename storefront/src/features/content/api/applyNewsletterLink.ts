import { useMutation } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'

export type NewsletterLinkAction = 'confirm' | 'unsubscribe'

/** POST /api/newsletter/confirm or /unsubscribe with the token of the e-mail's link. */
export function applyNewsletterLink({ action, token }: { action: NewsletterLinkAction; token: string }): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('POST', `/api/newsletter/${action}`, { token })
}

export function useApplyNewsletterLink() {
  return useMutation({ mutationFn: applyNewsletterLink })
}
