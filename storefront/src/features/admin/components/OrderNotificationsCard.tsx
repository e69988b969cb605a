import type { ApiNotificationSettings } from '@shared/api'
import { notificationSettingsSchema } from '@shared/settingsRules'

import { Field } from '@/components/Field'
import { SaveButton } from '@/components/SaveButton'

import { useNotificationSettings } from '../api/getNotificationSettings'
import { useUpdateNotificationSettings } from '../api/updateNotificationSettings'
import { useSettingsValues } from '../hooks/useSettingsValues'
import { LoadError } from './LoadError'
import { LoadingText } from './LoadingText'
import { SettingsSection } from './SettingsSection'

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
  const { field, onSubmit } = useSettingsValues({ orderNotificationEmails: initial.orderNotificationEmails }, notificationSettingsSchema)
  const recipients = save.data?.recipients ?? initial.recipients

  return (
    <form
      noValidate
      onSubmit={onSubmit(save.mutateAsync, 'Error updating notifications', { title: 'Notifications updated', description: 'New orders will be announced to the saved addresses.' })}
      className="grid gap-4"
    >
      <Field
        multiline
        label="Send new-order emails to"
        rows={3}
        maxLength={2000}
        description="One email address per line. Leave empty to notify every administrator."
        {...field('orderNotificationEmails')}
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
