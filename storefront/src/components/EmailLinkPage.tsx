import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { apiErrorMessage } from '@/lib/apiErrorMessage'

/** The words of one link's page: its heading (and once done), what pressing does, the button (and while it works). */
export type EmailLinkCopy = { title: string; done: string; text: string; button: string; busy: string }

/** The part of a mutation this page uses: it posts the link's token and answers `{ message }`. */
type LinkMutation = {
  mutate: () => void
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  data?: { message: string }
  error: unknown
}

/**
 * Where a link from one of the shop's e-mails leads (the newsletter's, "Notify me"'s). The change
 * waits for a press of the button: mail scanners open links on their own, and must not confirm or
 * cancel anything.
 */
export function EmailLinkPage({ icon: Icon, copy, token, apply }: { icon: LucideIcon; copy: EmailLinkCopy; token: string; apply: LinkMutation }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <Icon aria-hidden="true" className="size-12 text-ocean" />
      {/* Once done, the heading says what happened instead of still asking (issue 29). */}
      <h1 className="text-2xl font-bold">{apply.isSuccess ? copy.done : copy.title}</h1>
      <div role="status" className="grid justify-items-center gap-4">
        {apply.isSuccess ? (
          <>
            <p className="text-lg">{apply.data?.message}</p>
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
        <Button size="lg" disabled={!token} busy={apply.isPending} onClick={() => apply.mutate()}>
          {apply.isPending ? copy.busy : copy.button}
        </Button>
      )}
    </div>
  )
}
