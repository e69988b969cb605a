import { BellOff, BellRing } from 'lucide-react'

import { type EmailLinkCopy, EmailLinkPage } from '@/components/EmailLinkPage'

import { type RestockLinkAction, useApplyRestockLink } from '../api/applyRestockLink'

const COPY: Record<RestockLinkAction, EmailLinkCopy> = {
  confirm: {
    title: 'Confirm your back-in-stock e-mail',
    done: 'Back-in-stock e-mail confirmed',
    text: 'Press the button, and we will e-mail you once when the item is back in stock.',
    button: 'Yes, e-mail me when it is back',
    busy: 'Confirming...',
  },
  cancel: {
    title: 'Cancel your back-in-stock e-mail',
    done: 'Back-in-stock e-mail cancelled',
    text: 'Press the button and we will not e-mail you about this item.',
    button: 'Cancel the e-mail',
    busy: 'Cancelling...',
  },
}

/** Where the links of the "Notify me" confirmation e-mail lead. */
export function RestockLinkPage({ action, token }: { action: RestockLinkAction; token: string }) {
  const apply = useApplyRestockLink()
  return (
    <EmailLinkPage
      icon={action === 'confirm' ? BellRing : BellOff}
      copy={COPY[action]}
      token={token}
      apply={{ ...apply, mutate: () => apply.mutate({ action, token }) }}
    />
  )
}
