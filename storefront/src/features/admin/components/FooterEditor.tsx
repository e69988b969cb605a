import type { FooterSettings } from '@shared/settingsDefaults'
import { footerSettingsSchema } from '@shared/settingsRules'
import { Link } from 'react-router-dom'

import { Field } from '@/components/Field'
import { SaveButton } from '@/components/SaveButton'
import { Button } from '@/components/ui/button'
import { useFooterSettings } from '@/lib/api/getFooterSettings'

import { useUpdateFooterSettings } from '../api/updateFooterSettings'
import { useSettingsValues } from '../hooks/useSettingsValues'
import { AdminPage } from './AdminPage'
import { LoadError } from './LoadError'
import { LoadingText } from './LoadingText'
import { NewsletterSubscribers } from './NewsletterSubscribers'
import { SettingsSection } from './SettingsSection'
import { UnsavedEditsGuard } from './UnsavedEditsGuard'

/** /admin/footer: About, Contact, Newsletter, Social links, Copyright; Save Changes or Cancel. */
export function FooterEditor() {
  const footer = useFooterSettings()
  return (
    <AdminPage
      title="Edit Footer"
      description="The footer at the bottom of every page."
      back={{ to: '/admin/products', label: 'Back to Products' }}
    >
      {footer.isPending ? (
        <LoadingText />
      ) : footer.isError ? (
        <LoadError what="the footer" query={footer} />
      ) : (
        <FooterForm initial={footer.data} />
      )}
    </AdminPage>
  )
}

function FooterForm({ initial }: { initial: FooterSettings }) {
  const save = useUpdateFooterSettings()
  const { field, onSubmit, dirty } = useSettingsValues(initial, footerSettingsSchema)

  // The email and web addresses are checked before anything is sent (the settings rules), and said at the field.
  return (
    <form
      noValidate
      onSubmit={onSubmit(save.mutateAsync, 'Error updating footer settings', { title: 'Footer updated', description: 'Every page shows the new footer.' })}
      className="grid gap-6"
    >
      <SettingsSection title="About" description="A few words about the organisation.">
        <Field multiline label="About Text" rows={4} maxLength={2000} {...field('aboutText')} />
      </SettingsSection>
      <SettingsSection title="Contact">
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Email" type="email" autoComplete="off" maxLength={254} {...field('contactEmail')} />
          <Field label="Phone" type="tel" autoComplete="off" maxLength={50} {...field('contactPhone')} />
        </div>
        <Field label="Location" maxLength={200} {...field('contactLocation')} />
      </SettingsSection>
      <SettingsSection title="Newsletter">
        <Field multiline label="Newsletter Text" rows={3} maxLength={2000} {...field('newsletterText')} />
        <NewsletterSubscribers />
      </SettingsSection>
      <SettingsSection title="Social Links" description="Full addresses starting with https://. A button with an empty address does nothing.">
        <Field label="Facebook URL" type="url" inputMode="url" placeholder="https://facebook.com/..." {...field('facebookUrl')} />
        <Field label="Instagram URL" type="url" inputMode="url" placeholder="https://instagram.com/..." {...field('instagramUrl')} />
        <Field label="Twitter/X URL" type="url" inputMode="url" placeholder="https://x.com/..." {...field('twitterUrl')} />
      </SettingsSection>
      <SettingsSection title="Copyright">
        <Field label="Copyright Text" maxLength={300} {...field('copyrightText')} />
      </SettingsSection>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <Link to="/admin/products">Cancel</Link>
        </Button>
        <SaveButton saving={save.isPending} />
      </div>
      <UnsavedEditsGuard dirty={dirty} what="The footer" />
    </form>
  )
}
