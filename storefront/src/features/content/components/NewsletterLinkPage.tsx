import { MailCheck, MailX } from 'lucide-react'

import { type EmailLinkCopy, EmailLinkPage } from '@/components/EmailLinkPage'

import { type NewsletterLinkAction, useApplyNewsletterLink } from '../api/applyNewsletterLink'

const COPY: Record<NewsletterLinkAction, EmailLinkCopy> = {
  confirm: {
    title: 'Confirm your subscription',
    done: 'Subscription confirmed',
    text: 'Press the button to start receiving the Community Rescue newsletter.',
    button: 'Yes, subscribe me',
    busy: 'Confirming...',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    done: 'Unsubscribed',
    text: 'Press the button and we will send you no more newsletters.',
    button: 'Unsubscribe',
    busy: 'Unsubscribing...',
  },
}

/** Where the links of the newsletter's e-mail lead. */
export function NewsletterLinkPage({ action, token }: { action: NewsletterLinkAction; token: string }) {
  const apply = useApplyNewsletterLink()
  return (
    <EmailLinkPage
      icon={action === 'confirm' ? MailCheck : MailX}
      copy={COPY[action]}
      token={token}
      apply={{ ...apply, mutate: () => apply.mutate({ action, token }) }}
    />
  )
}
