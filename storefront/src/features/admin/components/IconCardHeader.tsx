import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'

type IconCardHeaderProps = {
  icon: LucideIcon
  /** Background and text colour of the round icon badge. */
  iconClassName: string
  title: string
  children: ReactNode
}

/** The centred header of the admin's single-card screens: icon badge, page heading (h1), description. */
export function IconCardHeader({ icon: Icon, iconClassName, title, children }: IconCardHeaderProps) {
  return (
    <CardHeader className="items-center text-center">
      <span className={cn('mb-2 flex size-14 items-center justify-center rounded-full', iconClassName)}>
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <CardTitle as="h1" className="text-2xl">
        {title}
      </CardTitle>
      <CardDescription className="text-base">{children}</CardDescription>
    </CardHeader>
  )
}
