import { LOGIN_FIELDS_REQUIRED, loginSchema } from '@shared/authRules'
import { fieldErrors } from '@shared/fieldErrors'
import type { FormEvent } from 'react'
import { Link } from 'react-router-dom'

import { accountInputs } from '@/components/accountInputs'
import { Field } from '@/components/Field'
import { Button } from '@/components/ui/button'
import { CardContent } from '@/components/ui/card'
import { useFieldErrors } from '@/lib/useFieldErrors'

export type Credentials = { username: string; password: string }

const FIELDS = ['username', 'password'] as const
type CredentialsField = (typeof FIELDS)[number]

type CredentialsFormProps = {
  busy: boolean
  /** The account just created (/setup-admin): its username is filled in and the password asked for. */
  knownUsername?: string
  /** Called with both fields filled (the username trimmed); the caller logs in and says how it went. */
  onLogin: (credentials: Credentials) => Promise<void> | void
}

/**
 * Username (or the account's e-mail address), password and Log In: the body of the shop's and the
 * admin login cards. The server takes either in the `username` field (issue 29).
 */
export function CredentialsForm({ busy, knownUsername, onLogin }: CredentialsFormProps) {
  const { showProblems, field } = useFieldErrors<CredentialsField>()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const username = String(data.get('username') ?? '').trim()
    const password = String(data.get('password') ?? '')
    const problems = fieldErrors<CredentialsField>(loginSchema, { username, password })
    if (showProblems(form, problems, FIELDS, { priority: [LOGIN_FIELDS_REQUIRED] })) return
    void onLogin({ username, password })
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <CardContent className="grid gap-4">
        <Field label="Username or email" {...accountInputs.username} defaultValue={knownUsername} {...field('username')} />
        <Field label="Password" {...accountInputs.currentPassword} autoFocus={Boolean(knownUsername)} {...field('password')} />
        <Link to="/forgot-password" className="-mt-2 justify-self-end text-sm font-medium text-ocean underline-offset-4 hover:underline">
          Forgot password?
        </Link>
        <Button type="submit" size="lg" className="mt-2 w-full" busy={busy}>
          {busy ? 'Logging in...' : 'Log In'}
        </Button>
      </CardContent>
    </form>
  )
}
