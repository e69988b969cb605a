import { NEWSLETTER_THANKS } from '@shared/newsletter'
import { type FormEvent, useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { apiErrorMessage } from '@/lib/apiErrorMessage'

import { useSubscribeNewsletter } from '../api/subscribeNewsletter'

/**
 * Newsletter block: an email field and Subscribe (issue 17 gives it its call). The answer
 * shows under the form: thanks and "confirm from your inbox", or why it did not work.
 */
export function NewsletterForm() {
  const id = useId()
  const messageId = useId()
  const subscribe = useSubscribeNewsletter()
  const [email, setEmail] = useState('')

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (subscribe.isPending) return
    subscribe.mutate(email.trim(), { onSuccess: () => setEmail('') })
  }

  const message = subscribe.isSuccess
    ? (subscribe.data?.message ?? NEWSLETTER_THANKS)
    : subscribe.isError
      ? (apiErrorMessage(subscribe.error) ?? 'Subscribing did not work. Please try again.')
      : null
  return (
    <form className="grid gap-2" aria-label="Newsletter" onSubmit={handleSubmit}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={id} className="sr-only">
          Email address for the newsletter
        </label>
        <input
          id={id}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={message ? messageId : undefined}
          aria-invalid={subscribe.isError || undefined}
          className="h-11 w-full min-w-0 rounded-lg border border-white/25 bg-white/10 px-3 text-base text-white placeholder:text-white/70 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white sm:flex-1 sm:text-sm"
        />
        <Button type="submit" className="h-11" busy={subscribe.isPending}>
          Subscribe
        </Button>
      </div>
      <p id={messageId} role="status" className="min-h-5 text-sm">
        {message && <span className={subscribe.isError ? 'font-medium text-[#fecaca]' : 'font-medium text-white'}>{message}</span>}
      </p>
    </form>
  )
}
