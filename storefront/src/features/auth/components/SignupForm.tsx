import type { ApiUser } from '@shared/api'
import { MIN_PASSWORD_LENGTH, PASSWORD_FORM_TOAST_ORDER, signupFormSchema, type SignupFormValues } from '@shared/authRules'
import { fieldErrors } from '@shared/fieldErrors'
import type { FormEvent } from 'react'
import { Link } from 'react-router-dom'

import { accountInputs } from '@/components/accountInputs'
import { Field } from '@/components/Field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { apiErrorMessage } from '@/lib/apiErrorMessage'
import { toast } from '@/lib/toast'
import { useFieldErrors } from '@/lib/useFieldErrors'

import { useSignup } from '../api/signup'
import { useFinishSignIn } from '../hooks/useFinishSignIn'

type SignupField = keyof SignupFormValues
const FIELDS: readonly SignupField[] = ['username', 'email', 'password', 'confirmPassword']

type SignupFormProps = {
  loginHref: string
  onSignedIn: (user: ApiUser) => Promise<void> | void
}

export function SignupForm({ loginHref, onSignedIn }: SignupFormProps) {
  const signup = useSignup()
  const { finishing, finish } = useFinishSignIn(onSignedIn)
  const { showProblems, field } = useFieldErrors<SignupField>()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const username = String(data.get('username') ?? '').trim()
    const email = String(data.get('email') ?? '').trim()
    const password = String(data.get('password') ?? '')
    const confirmPassword = String(data.get('confirmPassword') ?? '')
    const problems = fieldErrors<SignupField>(signupFormSchema, { username, email, password, confirmPassword })
    if (showProblems(form, problems, FIELDS, { priority: PASSWORD_FORM_TOAST_ORDER })) return
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
    await finish(user)
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
          <Field label="Username" {...accountInputs.username} {...field('username')} />
          <Field label="Email" {...accountInputs.email} {...field('email')} />
          <Field label="Password" {...accountInputs.newPassword} minLength={MIN_PASSWORD_LENGTH} description="At least 8 characters." {...field('password')} />
          <Field label="Confirm Password" {...accountInputs.newPassword} {...field('confirmPassword')} />
          <Button type="submit" size="lg" className="mt-2 w-full" busy={busy}>
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
