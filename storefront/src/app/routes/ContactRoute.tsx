import { FOOTER_DEFAULTS } from '@shared/settingsDefaults'

import { PageTitle } from '@/components/PageTitle'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { ContactList } from '@/features/content/components/ContactList'
import { useFooterSettings } from '@/lib/api/getFooterSettings'

/** The spec links /contact without showing it: the footer's contact details on a page of their own. */
export function ContactRoute() {
  const footer = useFooterSettings()
  const settings = footer.data ?? (footer.isError ? FOOTER_DEFAULTS : null)
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle title="Contact Us" />
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-3xl font-bold">
            Contact Us
          </CardTitle>
          <CardDescription className="text-base">
            Questions about an order, our programs or volunteering? We&apos;d love to hear from you.
          </CardDescription>
        </CardHeader>
        <CardContent>{settings ? <ContactList settings={settings} className="text-base" /> : <Spinner />}</CardContent>
      </Card>
    </div>
  )
}
