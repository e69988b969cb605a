import type { ApiNotificationSettings } from '@shared/api'
import { type FormEvent, useState } from 'react'

import { SaveButton } from '@/components/SaveButton'

import { useNotificationSettings } from '../api/getNotificationSettings'
import { useUpdateNotificationSettings } from '../api/updateNotificationSettings'
import { saveWithToast } from '../lib/saveWithToast'
import { LoadError } from './LoadError'
import { LoadingText } from './LoadingText'
import { SettingsSection } from './SettingsSection'
import { TextareaField } from './TextareaField'

/** /admin/orders: who gets an e-mail for each new order (empty = every administrator). */
export function OrderNotificationsCard() {
  const settings = useNotificationSettings()
  return (
    <SettingsSection title="Order notifications" description="Who gets an email when a new order comes in.">
      {settings.isPending ? (
        <LoadingText />
      ) : settings.isError ? (
        <LoadError what="the notification settings" query={settings} />
      ) : (
        <NotificationsForm initial={settings.data} />
      )}
    </SettingsSection>
  )
}

function NotificationsForm({ initial }: { initial: ApiNotificationSettings }) {
  const save = useUpdateNotificationSettings()
  const [emails, setEmails] = useState(initial.orderNotificationEmails)
  const recipients = save.data?.recipients ?? initial.recipients

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    await saveWithToast(save.mutateAsync({ orderNotificationEmails: emails }), 'Error updating notifications', {
      title: 'Notifications updated',
      description: 'New orders will be announced to the saved addresses.',
    })
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-4">
      <TextareaField
        label="Send new-order emails to"
        name="orderNotificationEmails"
        rows={3}
        maxLength={2000}
        placeholder="orders@example.org"
        hint="One email address per line. Leave empty to notify every administrator."
        value={emails}
        onChange={(event) => setEmails(event.target.value)}
      />
      <p className="text-sm text-muted-foreground">
        Now sent to: {recipients.length > 0 ? recipients.join(', ') : 'nobody (no administrator has an email address)'}
      </p>
      <div>
        <SaveButton saving={save.isPending} />
      </div>
    </form>
  )
}
