import type { ApiUser } from '@shared/api'
import { ShieldCheck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router-dom'

import { FormField } from '@/components/FormField'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { serverMessage } from '@/lib/serverMessage'
import { toast } from '@/lib/toast'

type AdminLoginFormProps = {
  /** Signs in (the app's login call, which also refreshes the current user). */
  login: (input: { username: string; password: string }) => Promise<ApiUser>
  /** No administrator exists yet: point to the one-time setup screen. */
  showSetupLink: boolean
}

/** Spec §2 admin login: 'Admin Portal', 'Administrator Login', username and password. */
export function AdminLoginForm({ login, showSetupLink }: AdminLoginFormProps) {
  const [busy, setBusy] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const username = String(data.get('username') ?? '').trim()
    const password = String(data.get('password') ?? '')
    if (!username || !password) {
      toast({ title: 'Validation error', description: 'Please enter both username and password', variant: 'destructive' })
      return
    }
    setBusy(true)
    try {
      await login({ username, password })
      // The screen follows the refreshed user: admins move on, others see Access Denied.
      toast({ title: 'Login successful!' })
    } catch (err) {
      toast({ title: 'Login failed', description: serverMessage(err) ?? 'Login failed', variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-ocean/10 text-ocean">
          <ShieldCheck aria-hidden="true" className="size-7" />
        </span>
        <CardTitle as="h1" className="text-2xl">
          Admin Portal
        </CardTitle>
        <CardDescription className="text-base">Administrator Login</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={handleSubmit}>
        <CardContent className="grid gap-4">
          <FormField label="Username" name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
          <FormField label="Password" name="password" type="password" autoComplete="current-password" required />
          <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
            {busy ? 'Logging in...' : 'Log In'}
          </Button>
        </CardContent>
      </form>
      <CardFooter className="flex-col gap-2 border-t border-border pt-5 text-center text-sm text-muted-foreground sm:pt-6">
        <p>Only authorized administrators can access this portal.</p>
        {showSetupLink && (
          <p>
            No administrator yet?{' '}
            <Link to="/setup-admin" className="font-semibold text-ocean underline-offset-4 hover:underline">
              Set up the first admin account
            </Link>
          </p>
        )}
      </CardFooter>
    </Card>
  )
}
