import { ABOUT_DEFAULTS } from '@shared/settingsDefaults'
import { Eye, HeartHandshake, LifeBuoy, Sprout } from 'lucide-react'

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useAboutSettings } from '@/lib/api/getAboutSettings'

/** Mission, vision, programs and impact, each title and text from About settings. */
export function AboutCards() {
  const about = useAboutSettings()
  const settings = about.data ?? (about.isError ? ABOUT_DEFAULTS : null)

  if (!settings) {
    return (
      <div role="status" aria-label="Loading" className="grid gap-6 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-44 rounded-xl" />
        ))}
      </div>
    )
  }

  const cards = [
    { icon: LifeBuoy, title: settings.missionTitle, text: settings.missionText, tone: 'bg-red-50 text-primary' },
    { icon: Eye, title: settings.visionTitle, text: settings.visionText, tone: 'bg-sky-50 text-ocean' },
    { icon: Sprout, title: settings.programsTitle, text: settings.programsText, tone: 'bg-emerald-50 text-success' },
    { icon: HeartHandshake, title: settings.impactTitle, text: settings.impactText, tone: 'bg-amber-50 text-amber-800' },
  ]
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {cards.map(({ icon: Icon, title, text, tone }) => (
        <Card key={title}>
          <CardHeader className="flex-row items-center gap-3">
            <span className={`flex size-11 shrink-0 items-center justify-center rounded-full ${tone}`}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <CardTitle>{title}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="leading-relaxed text-muted-foreground">{text}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  )
}
