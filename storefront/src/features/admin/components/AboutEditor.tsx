import type { AboutSettings } from '@shared/settingsDefaults'
import { Eye } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router-dom'

import { FormField } from '@/components/FormField'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/lib/toast'

import { useAboutSettings } from '../api/getAboutSettings'
import { useUpdateAboutSettings } from '../api/updateAboutSettings'
import { errorDescription } from '../lib/errorDescription'
import { AdminPage } from './AdminPage'
import { LoadError } from './LoadError'
import { LoadingText } from './LoadingText'
import { TextareaField } from './TextareaField'

const SECTIONS = [
  { name: 'Mission', title: 'missionTitle', text: 'missionText' },
  { name: 'Vision', title: 'visionTitle', text: 'visionText' },
  { name: 'Programs', title: 'programsTitle', text: 'programsText' },
  { name: 'Impact', title: 'impactTitle', text: 'impactText' },
] as const satisfies readonly { name: string; title: keyof AboutSettings; text: keyof AboutSettings }[]

/** Spec §2 /admin/about: four sections of title and text; Save Changes and Preview About Page. */
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
        <LoadError what="the About page" error={about.error} onRetry={() => void about.refetch()} />
      ) : (
        <AboutForm initial={about.data} />
      )}
    </AdminPage>
  )
}

function AboutForm({ initial }: { initial: AboutSettings }) {
  const save = useUpdateAboutSettings()
  const [values, setValues] = useState(initial)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    try {
      await save.mutateAsync(values)
    } catch (err) {
      toast({ title: 'Error updating about settings', description: errorDescription(err), variant: 'destructive' })
      return
    }
    toast({ title: 'About page updated', description: 'The About page shows your changes.' })
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        {SECTIONS.map((section) => (
          <Card key={section.name}>
            <CardHeader>
              <CardTitle>{section.name}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <FormField
                label={`${section.name} Title`}
                name={section.title}
                maxLength={200}
                value={values[section.title]}
                onChange={(e) => setValues({ ...values, [section.title]: e.target.value })}
              />
              <TextareaField
                label={`${section.name} Text`}
                name={section.text}
                rows={5}
                maxLength={5000}
                value={values[section.text]}
                onChange={(e) => setValues({ ...values, [section.text]: e.target.value })}
              />
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <Link to="/about">
            <Eye aria-hidden="true" />
            Preview About Page
          </Link>
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  )
}
