import { ALL_FIELDS_REQUIRED, MIN_PASSWORD_LENGTH, setupAdminSchema } from '@shared/authRules'
import { fieldErrors } from '@shared/fieldErrors'
import { ShieldAlert, UserPlus } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'

import { accountInputs } from '@/components/accountInputs'
import { Field } from '@/components/Field'
import { PageSpinner } from '@/components/PageSpinner'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { apiErrorMessage } from '@/lib/apiErrorMessage'
import { apiFieldErrors } from '@/lib/apiFieldErrors'
import { toast } from '@/lib/toast'
import { useFieldErrors } from '@/lib/useFieldErrors'

import { useCheckAdmin } from '../api/getCheckAdmin'
import { useSetupAdmin } from '../api/setupAdmin'
import { IconCardHeader } from './IconCardHeader'

const FIELDS = ['username', 'email', 'password'] as const
type SetupField = (typeof FIELDS)[number]

const PASSWORD_HINT = 'Use at least 8 characters with a mix of letters and numbers'

/** /setup-admin: loading, then the 'admin exists' view or the form; success → /admin/login. */
export function SetupAdminScreen() {
  const check = useCheckAdmin()
  if (check.isPending) return <PageSpinner />
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">{check.data?.hasAdmin ? <AdminAlreadyExists /> : <SetupAdminForm />}</div>
  )
}

function AdminAlreadyExists() {
  return (
    <Card className="w-full max-w-md text-center">
      <IconCardHeader icon={ShieldAlert} iconClassName="bg-secondary text-secondary-foreground" title="Admin Already Exists">
        An admin account has already been created for this site. Please contact an existing administrator or use the login page.
      </IconCardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link to="/admin/login">Go to Admin Login</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Back to Store</Link>
        </Button>
      </CardContent>
    </Card>
  )
}

function SetupAdminForm() {
  const setup = useSetupAdmin()
  const navigate = useNavigate()
  const [username, setUsername] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { errors, setErrors, showProblems, editor: edit } = useFieldErrors<SetupField>()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The server's rules (shared/authRules.ts); empty fields first, with the spec's 'All fields are required'.
    const problems = fieldErrors<SetupField>(setupAdminSchema, { username, email, password })
    if (showProblems(event.currentTarget, problems, FIELDS, { priority: [ALL_FIELDS_REQUIRED] })) return
    try {
      await setup.mutateAsync({ username: username.trim(), email: email.trim(), password })
    } catch (err) {
      setErrors(apiFieldErrors(err))
      // The server's error field, else 'Failed to create admin'.
      toast({ title: 'Error creating admin', description: apiErrorMessage(err, 'error') ?? 'Failed to create admin', variant: 'destructive' })
      return
    }
    toast({ title: 'Admin account created', description: 'Log in with your new account.' })
    // The login is filled in with the new username: only the password is left to type.
    navigate('/admin/login', { replace: true, state: { createdUsername: username.trim().toLowerCase() } })
  }

  return (
    <Card className="w-full max-w-md">
      <IconCardHeader icon={UserPlus} iconClassName="bg-ocean/10 text-ocean" title="Set Up Admin Account">
        Create the first administrator account for this shop.
      </IconCardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <Field label="Username" name="username" {...accountInputs.username} value={username} error={errors.username} onChange={edit('username', setUsername)} />
          <Field label="Email" name="email" {...accountInputs.email} value={email} error={errors.email} onChange={edit('email', setEmail)} />
          <Field
            label="Password"
            name="password"
            {...accountInputs.newPassword}
            minLength={MIN_PASSWORD_LENGTH}
            description={PASSWORD_HINT}
            value={password}
            error={errors.password}
            onChange={edit('password', setPassword)}
          />
          <Button type="submit" size="lg" className="mt-2 w-full" busy={setup.isPending}>
            {setup.isPending ? 'Creating...' : 'Create Admin Account'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
