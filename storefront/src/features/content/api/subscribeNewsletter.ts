import { useMutation } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'

/** POST /api/newsletter/subscribe: the same answer whether or not the address is subscribed already. */
export function subscribeNewsletter(email: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('POST', '/api/newsletter/subscribe', { email })
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter })
}
