import type { ApiUser } from '@shared/api'
import { fieldErrors } from '@shared/fieldErrors'
import { profileSchema } from '@shared/profileRules'
import { type FormEvent, useState } from 'react'

import { accountInputs } from '@/components/accountInputs'
import { Field } from '@/components/Field'
import { SaveButton } from '@/components/SaveButton'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/lib/toast'
import { useFieldErrors } from '@/lib/useFieldErrors'

import { useUpdateProfile } from '../api/updateProfile'

const FIELDS = ['firstName', 'lastName', 'email'] as const
type ProfileField = (typeof FIELDS)[number]

/** First name, last name and email are editable; the username is shown read-only. */
export function ProfileForm({ user }: { user: ApiUser }) {
  const update = useUpdateProfile()
  const [firstName, setFirstName] = useState(user.firstName ?? '')
  const [lastName, setLastName] = useState(user.lastName ?? '')
  const [email, setEmail] = useState(user.email)
  const { errors, showProblems, editor: edit } = useFieldErrors<ProfileField>()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const problems = fieldErrors<ProfileField>(profileSchema, { firstName, lastName, email })
    if (showProblems(form, problems, FIELDS)) return
    try {
      await update.mutateAsync({ firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim() })
      toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' })
    } catch {
      toast({ title: 'Error', description: 'Failed to update profile', variant: 'destructive' })
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
        <CardDescription>Update your name and email address.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="First Name"
              name="firstName"
              autoComplete="given-name"
              value={firstName}
              error={errors.firstName}
              onChange={edit('firstName', setFirstName)}
            />
            <Field
              label="Last Name"
              name="lastName"
              autoComplete="family-name"
              value={lastName}
              error={errors.lastName}
              onChange={edit('lastName', setLastName)}
            />
          </div>
          <Field label="Email" name="email" {...accountInputs.email} value={email} error={errors.email} onChange={edit('email', setEmail)} />
          <Field label="Username" name="username" value={user.username} readOnly description="Your username cannot be changed." />
          <div>
            <SaveButton saving={update.isPending} />
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
