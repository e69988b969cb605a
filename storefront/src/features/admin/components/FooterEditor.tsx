import type { FooterSettings } from '@shared/settingsDefaults'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Link } from 'react-router-dom'

import { FormField } from '@/components/FormField'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/lib/toast'

import { useFooterSettings } from '../api/getFooterSettings'
import { useUpdateFooterSettings } from '../api/updateFooterSettings'
import { errorDescription } from '../lib/errorDescription'
import { AdminPage } from './AdminPage'
import { LoadError } from './LoadError'
import { LoadingText } from './LoadingText'
import { TextareaField } from './TextareaField'

/** Spec §2 /admin/footer: About, Contact, Newsletter, Social links, Copyright; Save Changes or Cancel. */
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
        <LoadError what="the footer" error={footer.error} onRetry={() => void footer.refetch()} />
      ) : (
        <FooterForm initial={footer.data} />
      )}
    </AdminPage>
  )
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  )
}

function FooterForm({ initial }: { initial: FooterSettings }) {
  const save = useUpdateFooterSettings()
  const [values, setValues] = useState(initial)
  const field = (name: keyof FooterSettings) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((prev) => ({ ...prev, [name]: e.target.value })),
  })

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    try {
      await save.mutateAsync(values)
    } catch (err) {
      toast({ title: 'Error updating footer settings', description: errorDescription(err), variant: 'destructive' })
      return
    }
    toast({ title: 'Footer updated', description: 'Every page shows the new footer.' })
  }

  // Browser checks stay on: the email and web addresses are checked before anything is sent.
  return (
    <form onSubmit={handleSubmit} className="grid gap-6">
      <Section title="About" description="A few words about the organisation.">
        <TextareaField label="About Text" rows={4} maxLength={2000} {...field('aboutText')} />
      </Section>
      <Section title="Contact">
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label="Email" type="email" autoComplete="off" maxLength={254} {...field('contactEmail')} />
          <FormField label="Phone" type="tel" autoComplete="off" maxLength={50} {...field('contactPhone')} />
        </div>
        <FormField label="Location" maxLength={200} {...field('contactLocation')} />
      </Section>
      <Section title="Newsletter">
        <TextareaField label="Newsletter Text" rows={3} maxLength={2000} {...field('newsletterText')} />
      </Section>
      <Section title="Social Links" description="Full addresses starting with https://. A button with an empty address does nothing.">
        <FormField label="Facebook URL" type="url" inputMode="url" placeholder="https://facebook.com/..." {...field('facebookUrl')} />
        <FormField label="Instagram URL" type="url" inputMode="url" placeholder="https://instagram.com/..." {...field('instagramUrl')} />
        <FormField label="Twitter/X URL" type="url" inputMode="url" placeholder="https://x.com/..." {...field('twitterUrl')} />
      </Section>
      <Section title="Copyright">
        <FormField label="Copyright Text" maxLength={300} {...field('copyrightText')} />
      </Section>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <Link to="/admin/products">Cancel</Link>
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  )
}
