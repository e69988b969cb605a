import type { ApiUser } from '@shared/api'
import { useState } from 'react'

/**
 * After a login or a signup: `finish(user)` runs what the page does next (the guest cart's move,
 * navigation) while `finishing` keeps the form busy.
 */
export function useFinishSignIn(onSignedIn: (user: ApiUser) => Promise<void> | void) {
  const [finishing, setFinishing] = useState(false)
  async function finish(user: ApiUser) {
    setFinishing(true)
    try {
      await onSignedIn(user)
    } finally {
      setFinishing(false)
    }
  }
  return { finishing, finish }
}
