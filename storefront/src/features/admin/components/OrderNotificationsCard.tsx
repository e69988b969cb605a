import type { ApiNotificationSettings } from '@shared/api'
import { READY_MESSAGE_DEFAULT } from '@shared/settingsDefaults'
import { notificationSettingsSchema } from '@shared/settingsRules'

import { Field } from '@/components/Field'
import { SaveButton } from '@/components/SaveButton'

import { useNotificationSettings } from '../api/getNotificationSettings'
import { useUpdateNotificationSettings } from '../api/updateNotificationSettings'
import { useSettingsValues } from '../hooks/useSettingsValues'
import { LoadError } from './LoadError'
import { LoadingText } from './LoadingText'
import { SettingsSection } from './SettingsSection'

/**
 * /admin/orders: who gets an e-mail for each new order (empty = every administrator), and the words
 * of the "ready for you" e-mail an in-town buyer gets when the order is marked fulfilled (issue 32;
 * empty = the built-in words).
 */
export function OrderNotificationsCard() {
  const settings = useNotificationSettings()
  return (
    <SettingsSection title="Order notifications" description="Who gets an email when a new order comes in, and what in-town buyers read when their order is ready.">
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
  const { field, onSubmit } = useSettingsValues({ orderNotificationEmails: initial.orderNotificationEmails, readyMessage: initial.readyMessage }, notificationSettingsSchema)
  const recipients = save.data?.recipients ?? initial.recipients

  return (
    <form
      noValidate
      onSubmit={onSubmit(save.mutateAsync, 'Error updating notifications', { title: 'Notifications updated', description: 'New-order and "ready for you" emails use the saved settings.' })}
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
      <Field
        multiline
        label={'"Ready for you" email (in-town orders)'}
        rows={3}
        maxLength={1000}
        placeholder={READY_MESSAGE_DEFAULT}
        description={`Sent when you mark an in-town order fulfilled and tick the email. Leave empty for: “${READY_MESSAGE_DEFAULT}”`}
        {...field('readyMessage')}
      />
      <div>
        <SaveButton saving={save.isPending} />
      </div>
    </form>
  )
}
