import { MailCheck, MailX } from 'lucide-react'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { apiErrorMessage } from '@/lib/apiErrorMessage'

import { type NewsletterLinkAction, useApplyNewsletterLink } from '../api/applyNewsletterLink'

const COPY: Record<NewsletterLinkAction, { title: string; done: string; text: string; button: string; busy: string }> = {
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

/**
 * Where the links of the newsletter's e-mail lead. The change waits for a press of the button:
 * mail scanners open links on their own, and must not subscribe or unsubscribe anyone.
 */
export function NewsletterLinkPage({ action, token }: { action: NewsletterLinkAction; token: string }) {
  const apply = useApplyNewsletterLink()
  const copy = COPY[action]
  const Icon = action === 'confirm' ? MailCheck : MailX
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <Icon aria-hidden="true" className="size-12 text-ocean" />
      {/* Once done, the heading says what happened instead of still asking (issue 29). */}
      <h1 className="text-2xl font-bold">{apply.isSuccess ? copy.done : copy.title}</h1>
      <div role="status" className="grid justify-items-center gap-4">
        {apply.isSuccess ? (
          <>
            <p className="text-lg">{apply.data.message}</p>
            <Button asChild variant="outline">
              <Link to="/shop">Visit the shop</Link>
            </Button>
          </>
        ) : apply.isError ? (
          <p className="font-medium text-destructive">{apiErrorMessage(apply.error) ?? 'That did not work. Please try again.'}</p>
        ) : (
          <p className="text-muted-foreground">{copy.text}</p>
        )}
      </div>
      {!apply.isSuccess && (
        <Button size="lg" disabled={apply.isPending || !token} onClick={() => apply.mutate({ action, token })}>
          {apply.isPending ? copy.busy : copy.button}
        </Button>
      )}
    </div>
  )
}
