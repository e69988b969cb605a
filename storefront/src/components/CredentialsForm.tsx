import type { FormEvent } from 'react'
import { Link } from 'react-router-dom'

import { FormField } from '@/components/FormField'
import { Button } from '@/components/ui/button'
import { CardContent } from '@/components/ui/card'
import { toast } from '@/lib/toast'

export type Credentials = { username: string; password: string }

type CredentialsFormProps = {
  busy: boolean
  /** Called with both fields filled (the username trimmed); the caller logs in and says how it went. */
  onLogin: (credentials: Credentials) => Promise<void> | void
}

/** Username, password and Log In: the body of the shop's and the admin login cards (spec §5, §2). */
export function CredentialsForm({ busy, onLogin }: CredentialsFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const username = String(data.get('username') ?? '').trim()
    const password = String(data.get('password') ?? '')
    if (!username || !password) {
      toast({ title: 'Validation error', description: 'Please enter both username and password', variant: 'destructive' })
      return
    }
    void onLogin({ username, password })
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <CardContent className="grid gap-4">
        <FormField label="Username" name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
        <FormField label="Password" name="password" type="password" autoComplete="current-password" required />
        <Link to="/forgot-password" className="-mt-2 justify-self-end text-sm font-medium text-ocean underline-offset-4 hover:underline">
          Forgot password?
        </Link>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
          {busy ? 'Logging in...' : 'Log In'}
        </Button>
      </CardContent>
    </form>
  )
}
