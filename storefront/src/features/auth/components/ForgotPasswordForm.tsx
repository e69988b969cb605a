import { forgotPasswordSchema } from '@shared/authRules'
import { fieldErrors } from '@shared/fieldErrors'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router-dom'

import { accountInputs } from '@/components/accountInputs'
import { Field } from '@/components/Field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { apiErrorMessage } from '@/lib/apiErrorMessage'
import { toast } from '@/lib/toast'
import { useFieldErrors } from '@/lib/useFieldErrors'

import { useForgotPassword } from '../api/forgotPassword'

/** /forgot-password: an e-mail address in, a one-hour password link out (if an account uses it). */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { showProblems, field } = useFieldErrors<'email'>()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const email = String(new FormData(form).get('email') ?? '').trim()
    if (showProblems(form, fieldErrors<'email'>(forgotPasswordSchema, { email }), ['email'])) return
    try {
      const answer = await forgot.mutateAsync({ email })
      toast({ title: 'Check your email', description: answer.message })
      setSentTo(email)
    } catch (err) {
      toast({ title: 'Request failed', description: apiErrorMessage(err) ?? 'Please try again', variant: 'destructive' })
    }
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          Forgot your password?
        </CardTitle>
        <CardDescription>Enter the email address of your account and we will send you a link to choose a new password.</CardDescription>
      </CardHeader>
      {sentTo ? (
        <CardContent className="grid gap-3 text-center" role="status">
          <p className="font-semibold">Check your email</p>
          <p className="text-sm text-muted-foreground">
            If an account uses <span className="font-medium text-foreground">{sentTo}</span>, a link to choose a new password is on its way. It works
            once, for one hour. No email after a few minutes? Check your spam folder, or try again.
          </p>
          <Button variant="outline" onClick={() => setSentTo(null)}>
            Try another address
          </Button>
        </CardContent>
      ) : (
        <form noValidate onSubmit={handleSubmit}>
          <CardContent className="grid gap-4">
            <Field label="Email" {...accountInputs.email} {...field('email')} />
            <Button type="submit" size="lg" className="mt-2 w-full" busy={forgot.isPending}>
              {forgot.isPending ? 'Sending...' : 'Send reset link'}
            </Button>
          </CardContent>
        </form>
      )}
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <p>
          Remembered it?{' '}
          <Link to="/login" className="font-semibold text-ocean underline-offset-4 hover:underline">
            Log in
          </Link>
        </p>
      </CardFooter>
    </Card>
  )
}
