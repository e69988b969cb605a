import type { SocialNetwork } from '../lib/socialNetworks'

/** Brand marks drawn inline (lucide-react 1.x ships no brand icons). */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  if (network === 'instagram') {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
      </svg>
    )
  }
  const path =
    network === 'facebook'
      ? 'M9.5 8H7v3.5h2.5V22h4.25V11.5h3.1l.4-3.5h-3.5V6.4c0-.95.3-1.6 1.65-1.6H17.5V1.7C17.2 1.65 16.1 1.5 14.85 1.5 12.2 1.5 9.5 3.1 9.5 6.1z'
      : 'M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.65l-5.21-6.82-5.97 6.82H1.68l7.73-8.84L1.25 2.25h6.83l4.71 6.23zm-1.16 17.52h1.83L7.08 4.13H5.12z'
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d={path} />
    </svg>
  )
}
