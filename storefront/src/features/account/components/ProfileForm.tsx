import type { ApiUser } from '@shared/api'
import { type FormEvent, useState } from 'react'

import { FormField } from '@/components/FormField'
import { SaveButton } from '@/components/SaveButton'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/lib/toast'

import { useUpdateProfile } from '../api/updateProfile'

/** Spec §2: first name, last name and email are editable; the username is shown read-only. */
export function ProfileForm({ user }: { user: ApiUser }) {
  const update = useUpdateProfile()
  const [firstName, setFirstName] = useState(user.firstName ?? '')
  const [lastName, setLastName] = useState(user.lastName ?? '')
  const [email, setEmail] = useState(user.email)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!email.trim()) {
      toast({ title: 'Validation error', description: 'Email is required', variant: 'destructive' })
      return
    }
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
            <FormField
              label="First Name"
              name="firstName"
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
            />
            <FormField
              label="Last Name"
              name="lastName"
              autoComplete="family-name"
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
            />
          </div>
          <FormField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <FormField label="Username" name="username" value={user.username} readOnly hint="Your username cannot be changed." />
          <div>
            <SaveButton saving={update.isPending} />
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
