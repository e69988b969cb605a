import type { ApiImpactSettings } from '@shared/api'
import { IMPACT_IMAGE_SIZE, SETTINGS_IMAGE_MAX_BYTES } from '@shared/images'
import type { TextSettings } from '@shared/settingsDefaults'
import { impactSettingsSchema, textSettingsSchema } from '@shared/settingsRules'
import { Lightbulb } from 'lucide-react'
import { useEffect, useState } from 'react'

import { Field } from '@/components/Field'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { SaveButton } from '@/components/SaveButton'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

import { useImpactSettings } from '@/lib/api/getImpactSettings'
import { useTextSettings } from '@/lib/api/getTextSettings'
import { useUpdateImpactImage } from '../api/updateImpactImage'
import { useUpdateImpactSettings } from '../api/updateImpactSettings'
import { useUpdateTextSettings } from '../api/updateTextSettings'
import { useSettingsValues } from '../hooks/useSettingsValues'
import { saveWithToast } from '../lib/saveWithToast'
import { AdminPage } from './AdminPage'
import { HeroImageCard } from './HeroImageCard'
import { ImageUploadButton } from './ImageUploadButton'
import { LoadError } from './LoadError'
import { LoadingText } from './LoadingText'
import { UnsavedEditsGuard } from './UnsavedEditsGuard'

const IMPACT_IMAGE_NOTE = `Recommended size: ${IMPACT_IMAGE_SIZE.width}x${IMPACT_IMAGE_SIZE.height}px. Max file size: 10MB.`

/** /admin/text: the hero (image and texts, with tips) and the impact section. */
export function SiteTextEditor() {
  const text = useTextSettings()
  const impact = useImpactSettings()
  // Two forms, one guard: leaving asks while either has unsaved edits.
  const [heroDirty, setHeroDirty] = useState(false)
  const [impactDirty, setImpactDirty] = useState(false)

  let content
  if (text.isPending || impact.isPending) content = <LoadingText />
  else if (text.isError) content = <LoadError what="the site text" query={text} />
  else if (impact.isError) content = <LoadError what="the impact section" query={impact} />
  else
    content = (
      <div className="grid gap-8">
        <section aria-labelledby="hero-section-heading" className="grid gap-4">
          <h2 id="hero-section-heading" className="text-2xl font-bold tracking-tight">
            Hero Section
          </h2>
          <HeroImageCard headingLevel="h3" />
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
            <HeroTextForm initial={text.data} onDirtyChange={setHeroDirty} />
            <HeroTips />
          </div>
        </section>
        <ImpactSection impact={impact.data} onDirtyChange={setImpactDirty} />
        <UnsavedEditsGuard dirty={heroDirty || impactDirty} what={heroDirty && impactDirty ? 'The hero text and the impact section' : heroDirty ? 'The hero text' : 'The impact section'} />
      </div>
    )

  return (
    <AdminPage
      title="Edit Site Text"
      description="The texts and pictures of the home page."
      back={{ to: '/admin/products', label: 'Back to Products' }}
    >
      {content}
    </AdminPage>
  )
}

function HeroTextForm({ initial, onDirtyChange }: { initial: TextSettings; onDirtyChange: (dirty: boolean) => void }) {
  const save = useUpdateTextSettings()
  const { field, onSubmit, dirty } = useSettingsValues(initial, textSettingsSchema)
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Hero Text</CardTitle>
        <CardDescription>The title, subtitle and button over the hero image.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit(save.mutateAsync, 'Error updating text', { title: 'Site text updated', description: 'The home page shows your changes.' })}
          className="grid gap-4"
        >
          <Field
            multiline
            label="Hero Title"
            rows={3}
            maxLength={300}
            description="Press Enter to start a new line: each line of the title shows on its own line."
            {...field('heroTitle')}
          />
          <Field multiline label="Hero Subtitle" rows={3} maxLength={1000} {...field('heroSubtitle')} />
          <Field label="Hero Button Text" maxLength={60} {...field('heroButtonText')} />
          <div>
            <SaveButton saving={save.isPending} />
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

function HeroTips() {
  return (
    <aside aria-labelledby="hero-tips-heading" className="rounded-xl border border-ocean/20 bg-accent p-5 text-sm text-accent-foreground">
      <h3 id="hero-tips-heading" className="flex items-center gap-2 font-semibold">
        <Lightbulb aria-hidden="true" className="size-4" />
        Tips
      </h3>
      <ul className="mt-3 grid list-disc gap-2 pl-5">
        <li>Keep the title to one or two short lines; it is the first thing visitors read.</li>
        <li>One or two sentences of subtitle read well on a phone.</li>
        <li>Two or three words for the button, such as &ldquo;Shop Merchandise&rdquo;.</li>
        <li>Pick a wide, calm photo: the text sits on its left side, over a dark shade.</li>
        <li>Empty a field and save to bring back its built-in text.</li>
      </ul>
    </aside>
  )
}

function ImpactSection({ impact, onDirtyChange }: { impact: ApiImpactSettings; onDirtyChange: (dirty: boolean) => void }) {
  const saveText = useUpdateImpactSettings()
  const saveImage = useUpdateImpactImage()
  const { field, onSubmit, dirty } = useSettingsValues({ impactTitle: impact.impactTitle, impactText: impact.impactText }, impactSettingsSchema)
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  async function registerImage(uploadURL: string) {
    await saveWithToast(saveImage.mutateAsync(uploadURL), 'Error uploading impact image', {
      title: 'Impact image updated',
      description: 'The home page shows the new image.',
    })
  }

  return (
    <section aria-labelledby="impact-section-heading" className="grid gap-4">
      <h2 id="impact-section-heading" className="text-2xl font-bold tracking-tight">
        Impact Section
      </h2>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Impact Text and Image</CardTitle>
          <CardDescription>Shown under the products on the home page. The image is saved as soon as it is uploaded.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
          <div role="group" aria-labelledby="impact-image-label" className="grid content-start gap-3">
            <span id="impact-image-label" className="text-sm font-medium leading-none">
              Impact Image
            </span>
            <ResponsiveImage
              src={impact.impactImage}
              variants={impact.impactImageVariants}
              alt="Current impact section image"
              sizes="256px"
              width={IMPACT_IMAGE_SIZE.width}
              height={IMPACT_IMAGE_SIZE.height}
              className="aspect-[3/2] w-full rounded-lg border border-border object-cover"
            />
            <p className="text-xs text-muted-foreground">{IMPACT_IMAGE_NOTE}</p>
            <ImageUploadButton
              label="Replace Impact Image"
              maxFileSize={SETTINGS_IMAGE_MAX_BYTES}
              note={IMPACT_IMAGE_NOTE}
              busy={saveImage.isPending}
              onUploaded={(url) => void registerImage(url)}
            />
          </div>
          <form
            noValidate
            onSubmit={onSubmit(saveText.mutateAsync, 'Error updating impact section', { title: 'Impact section updated', description: 'The home page shows your changes.' })}
            className="grid content-start gap-4"
          >
            <Field label="Impact Title" maxLength={200} {...field('impactTitle')} />
            <Field
              multiline
              label="Impact Text"
              rows={8}
              maxLength={5000}
              description="Leave an empty line between paragraphs. The first paragraph is shown more prominently."
              {...field('impactText')}
            />
            <div>
              <SaveButton saving={saveText.isPending} />
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  )
}
