import type { ApiUser } from '@shared/api'
import { Link } from 'react-router-dom'

import { type Credentials, CredentialsForm } from '@/components/CredentialsForm'
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { apiErrorMessage } from '@/lib/apiErrorMessage'
import { toast } from '@/lib/toast'

import { useLogin } from '../api/login'
import { useFinishSignIn } from '../hooks/useFinishSignIn'

type LoginFormProps = {
  /** Where "Sign up" leads, keeping the redirect target. */
  signupHref: string
  /** Runs after the user is refreshed and the toast shows: guest cart migration, then navigation. */
  onSignedIn: (user: ApiUser) => Promise<void> | void
}

export function LoginForm({ signupHref, onSignedIn }: LoginFormProps) {
  const login = useLogin()
  const { finishing, finish } = useFinishSignIn(onSignedIn)

  async function logIn(credentials: Credentials) {
    let user: ApiUser
    try {
      user = await login.mutateAsync(credentials)
    } catch (err) {
      toast({ title: 'Login failed', description: apiErrorMessage(err) ?? 'Login failed', variant: 'destructive' })
      return
    }
    toast({ title: 'Login successful!' })
    await finish(user)
  }

  const busy = login.isPending || finishing
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          Welcome Back
        </CardTitle>
        <CardDescription>Log in to check out faster and see your orders.</CardDescription>
      </CardHeader>
      <CredentialsForm busy={busy} onLogin={logIn} />
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <p>
          Don&apos;t have an account?{' '}
          <Link to={signupHref} className="font-semibold text-ocean underline-offset-4 hover:underline">
            Sign up
          </Link>
        </p>
      </CardFooter>
    </Card>
  )
}
