import { ShieldAlert, UserPlus } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'

import { FormField } from '@/components/FormField'
import { PageSpinner } from '@/components/PageSpinner'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { apiErrorMessage } from '@/lib/apiErrorMessage'
import { toast } from '@/lib/toast'

import { useCheckAdmin } from '../api/getCheckAdmin'
import { useSetupAdmin } from '../api/setupAdmin'
import { IconCardHeader } from './IconCardHeader'

const PASSWORD_HINT = 'Use at least 8 characters with a mix of letters and numbers'

/** Spec §2 /setup-admin: loading, then the 'admin exists' view or the form; success → /admin/login. */
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

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!username.trim() || !email.trim() || !password) {
      toast({ title: 'Validation error', description: 'All fields are required', variant: 'destructive' })
      return
    }
    try {
      await setup.mutateAsync({ username: username.trim(), email: email.trim(), password })
    } catch (err) {
      // Spec §8: the server's error field, else 'Failed to create admin'.
      toast({ title: 'Error creating admin', description: apiErrorMessage(err, 'error') ?? 'Failed to create admin', variant: 'destructive' })
      return
    }
    toast({ title: 'Admin account created', description: 'Log in with your new account.' })
    navigate('/admin/login', { replace: true })
  }

  return (
    <Card className="w-full max-w-md">
      <IconCardHeader icon={UserPlus} iconClassName="bg-ocean/10 text-ocean" title="Set Up Admin Account">
        Create the first administrator account for this shop.
      </IconCardHeader>
      <CardContent>
        {/* Browser checks stay on (email format, password length); empty fields get the spec's toast. */}
        <form onSubmit={handleSubmit} className="grid gap-4">
          <FormField
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <FormField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <FormField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            hint={PASSWORD_HINT}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" size="lg" className="mt-2 w-full" disabled={setup.isPending}>
            {setup.isPending ? 'Creating...' : 'Create Admin Account'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
