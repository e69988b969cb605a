import type { ApiUser } from '@shared/api'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router-dom'

import { FormField } from '@/components/FormField'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { apiErrorMessage } from '@/lib/apiErrorMessage'
import { toast } from '@/lib/toast'

import { useSignup } from '../api/signup'

const MIN_PASSWORD_LENGTH = 8

type SignupFormProps = {
  loginHref: string
  onSignedIn: (user: ApiUser) => Promise<void> | void
}

/** Spec §5 checks, in the spec's order, before anything is sent. */
function validate(username: string, email: string, password: string, confirm: string): string | null {
  if (!username || !email || !password || !confirm) return 'All fields are required'
  if (password !== confirm) return 'Passwords do not match'
  if (password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 8 characters long'
  return null
}

export function SignupForm({ loginHref, onSignedIn }: SignupFormProps) {
  const signup = useSignup()
  const [finishing, setFinishing] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const username = String(data.get('username') ?? '').trim()
    const email = String(data.get('email') ?? '').trim()
    const password = String(data.get('password') ?? '')
    const confirm = String(data.get('confirmPassword') ?? '')
    const problem = validate(username, email, password, confirm)
    if (problem) {
      toast({ title: 'Validation error', description: problem, variant: 'destructive' })
      return
    }
    let user: ApiUser
    try {
      user = await signup.mutateAsync({ username, email, password })
    } catch (err) {
      toast({
        title: 'Signup failed',
        description: apiErrorMessage(err, 'error') ?? apiErrorMessage(err) ?? 'Signup failed',
        variant: 'destructive',
      })
      return
    }
    toast({
      title: 'Account created successfully!',
      description: `Welcome, ${user.firstName || user.username}! Thank you for supporting our mission.`,
    })
    setFinishing(true)
    try {
      await onSignedIn(user)
    } finally {
      setFinishing(false)
    }
  }

  const busy = signup.isPending || finishing
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          Create Account
        </CardTitle>
        <CardDescription>Save your details, follow your orders and check out faster.</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={handleSubmit}>
        <CardContent className="grid gap-4">
          <FormField label="Username" name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
          <FormField label="Email" name="email" type="email" autoComplete="email" required />
          <FormField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            hint="At least 8 characters."
            required
          />
          <FormField label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" required />
          <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
            {busy ? 'Creating account...' : 'Create Account'}
          </Button>
        </CardContent>
      </form>
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <p>
          Already have an account?{' '}
          <Link to={loginHref} className="font-semibold text-ocean underline-offset-4 hover:underline">
            Log in
          </Link>
        </p>
      </CardFooter>
    </Card>
  )
}
