import type { ApiUser } from '@shared/api'
import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation } from 'react-router-dom'

import { type Credentials, CredentialsForm } from '@/components/CredentialsForm'
import { Card, CardFooter } from '@/components/ui/card'
import { apiErrorMessage } from '@/lib/apiErrorMessage'
import { toast } from '@/lib/toast'

import { IconCardHeader } from './IconCardHeader'

type AdminLoginFormProps = {
  /** Signs in (the app's login call, which also refreshes the current user). */
  login: (credentials: Credentials) => Promise<ApiUser>
  /** No administrator exists yet: point to the one-time setup screen. */
  showSetupLink: boolean
}

/** Admin login: 'Admin Portal', 'Administrator Login', username and password. */
export function AdminLoginForm({ login, showSetupLink }: AdminLoginFormProps) {
  const [busy, setBusy] = useState(false)
  // Just created at /setup-admin: that account's username, so only the password is left to type.
  const created = (useLocation().state as { createdUsername?: unknown } | null)?.createdUsername
  const knownUsername = typeof created === 'string' ? created : undefined

  async function logIn(credentials: Credentials) {
    setBusy(true)
    try {
      await login(credentials)
      // The screen follows the refreshed user: admins move on, others see Access Denied.
      toast({ title: 'Login successful!' })
    } catch (err) {
      toast({ title: 'Login failed', description: apiErrorMessage(err) ?? 'Login failed', variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card className="w-full max-w-md">
      <IconCardHeader icon={ShieldCheck} iconClassName="bg-ocean/10 text-ocean" title="Admin Portal">
        Administrator Login
      </IconCardHeader>
      {knownUsername && (
        <p role="status" className="mx-6 mb-2 rounded-lg bg-accent px-3 py-2 text-sm text-accent-foreground">
          Your administrator account <strong>{knownUsername}</strong> is ready: enter its password to log in.
        </p>
      )}
      <CredentialsForm busy={busy} knownUsername={knownUsername} onLogin={logIn} />
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
