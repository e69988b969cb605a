import type { AboutSettings } from '@shared/settingsDefaults'
import { aboutSettingsSchema } from '@shared/settingsRules'
import { Eye } from 'lucide-react'
import { Link } from 'react-router-dom'

import { Field } from '@/components/Field'
import { SaveButton } from '@/components/SaveButton'
import { Button } from '@/components/ui/button'
import { useAboutSettings } from '@/lib/api/getAboutSettings'

import { useUpdateAboutSettings } from '../api/updateAboutSettings'
import { useSettingsValues } from '../hooks/useSettingsValues'
import { AdminPage } from './AdminPage'
import { LoadError } from './LoadError'
import { LoadingText } from './LoadingText'
import { SettingsSection } from './SettingsSection'
import { UnsavedEditsGuard } from './UnsavedEditsGuard'

const SECTIONS = [
  { name: 'Mission', title: 'missionTitle', text: 'missionText' },
  { name: 'Vision', title: 'visionTitle', text: 'visionText' },
  { name: 'Programs', title: 'programsTitle', text: 'programsText' },
  { name: 'Impact', title: 'impactTitle', text: 'impactText' },
] as const satisfies readonly { name: string; title: keyof AboutSettings; text: keyof AboutSettings }[]

/** /admin/about: four sections of title and text; Save Changes and Preview About Page. */
export function AboutEditor() {
  const about = useAboutSettings()
  return (
    <AdminPage
      title="Edit About Page"
      description="The four cards of the About page."
      back={{ to: '/admin/products', label: 'Back to Products' }}
    >
      {about.isPending ? (
        <LoadingText />
      ) : about.isError ? (
        <LoadError what="the About page" query={about} />
      ) : (
        <AboutForm initial={about.data} />
      )}
    </AdminPage>
  )
}

function AboutForm({ initial }: { initial: AboutSettings }) {
  const save = useUpdateAboutSettings()
  const { field, onSubmit, dirty } = useSettingsValues(initial, aboutSettingsSchema)

  return (
    <form
      noValidate
      onSubmit={onSubmit(save.mutateAsync, 'Error updating about settings', { title: 'About page updated', description: 'The About page shows your changes.' })}
      className="grid gap-6"
    >
      <div className="grid gap-6 md:grid-cols-2">
        {SECTIONS.map((section) => (
          <SettingsSection key={section.name} title={section.name}>
            <Field label={`${section.name} Title`} maxLength={200} {...field(section.title)} />
            <Field multiline label={`${section.name} Text`} rows={5} maxLength={5000} {...field(section.text)} />
          </SettingsSection>
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <Link to="/about" target="_blank" rel="noopener">
            <Eye aria-hidden="true" />
            Preview About Page
          </Link>
        </Button>
        <SaveButton saving={save.isPending} />
      </div>
      <UnsavedEditsGuard dirty={dirty} what="The About page" />
    </form>
  )
}
