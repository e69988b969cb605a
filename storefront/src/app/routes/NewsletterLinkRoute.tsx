import { useParams, useSearchParams } from 'react-router-dom'

import { PageTitle } from '@/components/PageTitle'
import { NewsletterLinkPage } from '@/features/content/components/NewsletterLinkPage'

import { NotFoundRoute } from './NotFoundRoute'

/** /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…, from the newsletter's e-mail. */
export function NewsletterLinkRoute() {
  const { action } = useParams()
  const [params] = useSearchParams()
  if (action !== 'confirm' && action !== 'unsubscribe') return <NotFoundRoute />
  return (
    <>
      <PageTitle title={action === 'confirm' ? 'Confirm Subscription' : 'Unsubscribe'} />
      {/* Links with a personal key: never in search results. */}
      <meta name="robots" content="noindex" />
      <NewsletterLinkPage key={action} action={action} token={params.get('token') ?? ''} />
    </>
  )
}
