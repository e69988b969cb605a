import { Construction } from 'lucide-react'
import { Link } from 'react-router-dom'

import { PageTitle } from '@/components/PageTitle'
import { Button } from '@/components/ui/button'

/** Stands in for a screen another issue builds (checkout, admin); each such route replaces it. */
export function PlaceholderScreen({ title, text = 'This page is coming soon.' }: { title: string; text?: string }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-4 py-12 text-center">
      <PageTitle title={title} />
      <Construction aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild variant="outline" className="mt-2">
        <Link to="/shop">Continue Shopping</Link>
      </Button>
    </div>
  )
}
