import { HERO_IMAGE_SIZE, SETTINGS_IMAGE_MAX_BYTES } from '@shared/images'
import { ImageIcon } from 'lucide-react'

import { ResponsiveImage } from '@/components/ResponsiveImage'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useHeroImage } from '@/lib/api/getHeroImage'

import { useUpdateHeroImage } from '../api/updateHeroImage'
import { saveWithToast } from '../lib/saveWithToast'
import { ImageUploadButton } from './ImageUploadButton'

const HERO_IMAGE_NOTE = 'Recommended size: 1920x600px. Max file size: 10MB.'

/** The homepage hero image, shown and uploaded or replaced; saved as soon as it is uploaded. */
export function HeroImageCard({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const hero = useHeroImage()
  const update = useUpdateHeroImage()
  const image = hero.data?.heroImage ?? null

  async function register(uploadURL: string) {
    await saveWithToast(update.mutateAsync(uploadURL), 'Error updating hero image', {
      title: 'Hero image updated',
      description: 'The home page shows the new image.',
    })
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel}>Homepage Hero Image</CardTitle>
        <CardDescription>The wide picture behind the title at the top of the home page. {HERO_IMAGE_NOTE}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <div className="overflow-hidden rounded-lg border border-border bg-muted">
          {hero.isPending ? (
            <Skeleton className="aspect-[16/5] w-full rounded-none" />
          ) : image ? (
            <ResponsiveImage
              src={image}
              variants={hero.data?.heroImageVariants}
              alt="Current homepage hero image"
              sizes="(min-width: 1152px) 900px, 100vw"
              width={HERO_IMAGE_SIZE.width}
              height={HERO_IMAGE_SIZE.height}
              className="aspect-[16/5] w-full object-cover"
            />
          ) : (
            <div className="flex aspect-[16/5] w-full flex-col items-center justify-center gap-1 bg-[linear-gradient(160deg,#0c4a6e_0%,#0e7490_45%,#115e59_100%)] p-4 text-center text-sm text-white">
              <ImageIcon aria-hidden="true" className="size-6" />
              No image yet: the home page shows a sea-coloured background.
            </div>
          )}
        </div>
        <ImageUploadButton
          label={image ? 'Replace Hero Image' : 'Upload Hero Image'}
          maxFileSize={SETTINGS_IMAGE_MAX_BYTES}
          note={HERO_IMAGE_NOTE}
          busy={update.isPending}
          onUploaded={(url) => void register(url)}
        />
      </CardContent>
    </Card>
  )
}
