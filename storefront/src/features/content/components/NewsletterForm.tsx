import { useId } from 'react'

import { Button } from '@/components/ui/button'

/** Spec §2/§7: an email field and a Subscribe button with no call attached yet. */
export function NewsletterForm() {
  const id = useId()
  return (
    <form className="flex flex-col gap-2 sm:flex-row" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        Email address for the newsletter
      </label>
      <input
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Your email"
        className="h-11 w-full min-w-0 rounded-lg border border-white/25 sm:flex-1 bg-white/10 px-3 text-base text-white placeholder:text-white/70 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white sm:text-sm"
      />
      <Button type="button" className="h-11">
        Subscribe
      </Button>
    </form>
  )
}
