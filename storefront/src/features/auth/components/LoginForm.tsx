import type { ApiUser } from '@shared/api'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router-dom'

import { FormField } from '@/components/FormField'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { serverMessage } from '@/lib/serverMessage'
import { toast } from '@/lib/toast'

import { useLogin } from '../api/login'

type LoginFormProps = {
  /** Where "Sign up" leads, keeping the redirect target. */
  signupHref: string
  /** Runs after the user is refreshed and the toast shows: guest cart migration, then navigation. */
  onSignedIn: (user: ApiUser) => Promise<void> | void
}

export function LoginForm({ signupHref, onSignedIn }: LoginFormProps) {
  const login = useLogin()
  const [finishing, setFinishing] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const username = String(data.get('username') ?? '').trim()
    const password = String(data.get('password') ?? '')
    if (!username || !password) {
      toast({ title: 'Validation error', description: 'Please enter both username and password', variant: 'destructive' })
      return
    }
    let user: ApiUser
    try {
      user = await login.mutateAsync({ username, password })
    } catch (err) {
      toast({ title: 'Login failed', description: serverMessage(err) ?? 'Login failed', variant: 'destructive' })
      return
    }
    toast({ title: 'Login successful!' })
    setFinishing(true)
    try {
      await onSignedIn(user)
    } finally {
      setFinishing(false)
    }
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
      <form noValidate onSubmit={handleSubmit}>
        <CardContent className="grid gap-4">
          <FormField label="Username" name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
          <FormField label="Password" name="password" type="password" autoComplete="current-password" required />
          <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
            {busy ? 'Logging in...' : 'Log In'}
          </Button>
        </CardContent>
      </form>
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
