import { FOOTER_DEFAULTS } from '@shared/settingsDefaults'
import { Link } from 'react-router-dom'

import { Skeleton } from '@/components/ui/skeleton'
import { useFooterSettings } from '@/lib/api/getFooterSettings'

import { ContactList } from './ContactList'
import { NewsletterForm } from './NewsletterForm'
import { SocialLinks } from './SocialLinks'

const EMPTY_URLS = { facebookUrl: '', instagramUrl: '', twitterUrl: '' }

/** Footer: About, Contact, Newsletter, social buttons and the copyright line. */
export function SiteFooter() {
  const footer = useFooterSettings()
  // The built-in defaults also cover a failed call.
  const settings = footer.data ?? (footer.isError ? FOOTER_DEFAULTS : null)

  return (
    <footer data-no-print className="bg-[#0b2536] text-white/85">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-base font-semibold text-white">
            About Us
          </h2>
          {settings ? <p className="mt-3 text-sm leading-relaxed">{settings.aboutText}</p> : <FooterSkeleton />}
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-base font-semibold text-white">
            Contact
          </h2>
          {settings ? <ContactList settings={settings} className="mt-3 text-sm" /> : <FooterSkeleton />}
          {/* Where a guest looks for an order they placed without an account (issue 29). */}
          <p className="mt-4 text-sm">
            <Link to="/order-lookup" className="font-semibold text-white underline underline-offset-4 hover:text-white/85">
              Find your order
            </Link>
          </p>
        </section>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="text-base font-semibold text-white">
            Newsletter
          </h2>
          {settings ? <p className="mb-3 mt-3 text-sm leading-relaxed">{settings.newsletterText}</p> : <FooterSkeleton />}
          <NewsletterForm />
          <div className="mt-6">
            <SocialLinks urls={settings ?? EMPTY_URLS} />
          </div>
        </section>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-white/75 sm:px-6 lg:px-8">
          {settings ? settings.copyrightText : '\u00a0'}
        </p>
      </div>
    </footer>
  )
}

function FooterSkeleton() {
  return (
    <div className="mt-3 grid gap-2">
      <Skeleton className="h-4 w-full bg-white/10" />
      <Skeleton className="h-4 w-2/3 bg-white/10" />
    </div>
  )
}
