import { MIN_PASSWORD_LENGTH, newPasswordFormSchema, PASSWORD_FORM_TOAST_ORDER } from '@shared/authRules'
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

import { useResetPassword } from '../api/resetPassword'

const FIELDS = ['password', 'confirmPassword'] as const
type NewPasswordField = (typeof FIELDS)[number]

type ResetPasswordFormProps = {
  /** From the e-mail's link; null when the link was cut short. */
  token: string | null
  /** Once the password is set and this browser signed in: where to go (the shop, or the admin screens for administrators). */
  onReset: (redirectTo: string) => void | Promise<void>
}

/** /reset-password: a new password twice (the signup's rules); the reset signs this browser in. */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const reset = useResetPassword()
  const { showProblems, field } = useFieldErrors<NewPasswordField>()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!token) return
    const form = event.currentTarget
    const data = new FormData(form)
    const password = String(data.get('password') ?? '')
    const problems = fieldErrors<NewPasswordField>(newPasswordFormSchema, { password, confirmPassword: String(data.get('confirmPassword') ?? '') })
    if (showProblems(form, problems, FIELDS, { priority: PASSWORD_FORM_TOAST_ORDER })) return
    try {
      const answer = await reset.mutateAsync({ token, password })
      toast({ title: 'Password updated', description: answer.message })
      await onReset(answer.redirectTo)
    } catch (err) {
      toast({ title: 'Reset failed', description: apiErrorMessage(err) ?? 'Reset failed', variant: 'destructive' })
    }
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          Choose a new password
        </CardTitle>
        <CardDescription>Your username stays the same. Once it is saved you are signed in on this device.</CardDescription>
      </CardHeader>
      {token ? (
        <form noValidate onSubmit={handleSubmit}>
          <CardContent className="grid gap-4">
            <Field label="New Password" {...accountInputs.newPassword} minLength={MIN_PASSWORD_LENGTH} description="At least 8 characters." {...field('password')} />
            <Field label="Confirm Password" {...accountInputs.newPassword} {...field('confirmPassword')} />
            <Button type="submit" size="lg" className="mt-2 w-full" busy={reset.isPending}>
              {reset.isPending ? 'Saving...' : 'Set new password'}
            </Button>
          </CardContent>
        </form>
      ) : (
        <CardContent className="text-center text-sm text-muted-foreground" role="alert">
          This link is incomplete. Please open the link from the email again, or ask for a new one.
        </CardContent>
      )}
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <p>
          Link expired?{' '}
          <Link to="/forgot-password" className="font-semibold text-ocean underline-offset-4 hover:underline">
            Ask for a new one
          </Link>
        </p>
      </CardFooter>
    </Card>
  )
}
