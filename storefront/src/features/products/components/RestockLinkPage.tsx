import { BellOff, BellRing } from 'lucide-react'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { apiErrorMessage } from '@/lib/apiErrorMessage'

import { type RestockLinkAction, useApplyRestockLink } from '../api/applyRestockLink'

const COPY: Record<RestockLinkAction, { title: string; text: string; button: string; busy: string }> = {
  confirm: {
    title: 'Confirm your back-in-stock e-mail',
    text: 'Press the button, and we will e-mail you once when the item is back in stock.',
    button: 'Yes, e-mail me when it is back',
    busy: 'Confirming...',
  },
  cancel: {
    title: 'Cancel your back-in-stock e-mail',
    text: 'Press the button and we will not e-mail you about this item.',
    button: 'Cancel the e-mail',
    busy: 'Cancelling...',
  },
}

/**
 * Where the links of the "Notify me" confirmation e-mail lead. The change waits for a press of the
 * button: mail scanners open links on their own, and must not confirm or cancel anything.
 */
export function RestockLinkPage({ action, token }: { action: RestockLinkAction; token: string }) {
  const apply = useApplyRestockLink()
  const copy = COPY[action]
  const Icon = action === 'confirm' ? BellRing : BellOff
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <Icon aria-hidden="true" className="size-12 text-ocean" />
      <h1 className="text-2xl font-bold">{copy.title}</h1>
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
