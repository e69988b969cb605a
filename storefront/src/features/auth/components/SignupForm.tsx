import type { ApiUser } from '@shared/api'
import { ALL_FIELDS_REQUIRED, MIN_PASSWORD_LENGTH, PASSWORDS_DO_NOT_MATCH, signupFormSchema, type SignupFormValues } from '@shared/authRules'
import { fieldErrors } from '@shared/fieldErrors'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router-dom'

import { Field } from '@/components/Field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { apiErrorMessage } from '@/lib/apiErrorMessage'
import { toast } from '@/lib/toast'
import { useFieldErrors } from '@/lib/useFieldErrors'

import { useSignup } from '../api/signup'

type SignupField = keyof SignupFormValues
const FIELDS: readonly SignupField[] = ['username', 'email', 'password', 'confirmPassword']
/** The spec's order of checks: missing fields, then the confirmation, then the rest in form order. */
const TOAST_PRIORITY = [ALL_FIELDS_REQUIRED, PASSWORDS_DO_NOT_MATCH]

type SignupFormProps = {
  loginHref: string
  onSignedIn: (user: ApiUser) => Promise<void> | void
}

export function SignupForm({ loginHref, onSignedIn }: SignupFormProps) {
  const signup = useSignup()
  const [finishing, setFinishing] = useState(false)
  const { errors, showProblems, clearError } = useFieldErrors<SignupField>()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const username = String(data.get('username') ?? '').trim()
    const email = String(data.get('email') ?? '').trim()
    const password = String(data.get('password') ?? '')
    const confirmPassword = String(data.get('confirmPassword') ?? '')
    const problems = fieldErrors<SignupField>(signupFormSchema, { username, email, password, confirmPassword })
    if (showProblems(form, problems, FIELDS, { priority: TOAST_PRIORITY })) return
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
          <Field
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.username}
            onChange={() => clearError('username')}
          />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errors.email}
            onChange={() => clearError('email')}
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            description="At least 8 characters."
            required
            error={errors.password}
            onChange={() => clearError('password')}
          />
          <Field
            label="Confirm Password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
            onChange={() => clearError('confirmPassword')}
          />
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
