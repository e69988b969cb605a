import { apiFetch } from '@/lib/apiClient'

/**
 * Posts the logout, then reloads at / so no signed-in data survives in memory.
 * A failed logout is only logged; the reload still happens.
 */
export async function logout(): Promise<void> {
  try {
    await apiFetch('POST', '/api/logout')
  } catch (err) {
    console.error('Logout failed', err)
  }
  window.location.assign('/')
}
