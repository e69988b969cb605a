import type { FooterSettings } from '@shared/settingsDefaults'
import { Mail, MapPin, Phone } from 'lucide-react'

import { cn } from '@/lib/cn'

type ContactListProps = { settings: Pick<FooterSettings, 'contactEmail' | 'contactPhone' | 'contactLocation'>; className?: string }

/** Email, phone and location; email and phone are links a phone can act on. */
export function ContactList({ settings, className }: ContactListProps) {
  const phoneHref = `tel:${settings.contactPhone.replace(/[^\d+]/g, '')}`
  return (
    <ul className={cn('grid gap-3', className)}>
      <li className="flex items-start gap-3">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <a href={`mailto:${settings.contactEmail}`} className="break-all underline-offset-4 hover:underline">
          {settings.contactEmail}
        </a>
      </li>
      <li className="flex items-start gap-3">
        <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <a href={phoneHref} className="underline-offset-4 hover:underline">
          {settings.contactPhone}
        </a>
      </li>
      <li className="flex items-start gap-3">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{settings.contactLocation}</span>
      </li>
    </ul>
  )
}
