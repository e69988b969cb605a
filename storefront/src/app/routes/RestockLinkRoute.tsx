import { useParams, useSearchParams } from 'react-router-dom'

import { PageTitle } from '@/components/PageTitle'
import { RestockLinkPage } from '@/features/products/components/RestockLinkPage'

import { NotFoundRoute } from './NotFoundRoute'

/** /notify/confirm?token=… and /notify/cancel?token=…, from the "Notify me when it's back" e-mail. */
export function RestockLinkRoute() {
  const { action } = useParams()
  const [params] = useSearchParams()
  if (action !== 'confirm' && action !== 'cancel') return <NotFoundRoute />
  return (
    <>
      <PageTitle title={action === 'confirm' ? 'Confirm Back-in-Stock E-mail' : 'Cancel Back-in-Stock E-mail'} />
      {/* Links with a personal key: never in search results. */}
      <meta name="robots" content="noindex" />
      <RestockLinkPage key={action} action={action} token={params.get('token') ?? ''} />
    </>
  )
}
