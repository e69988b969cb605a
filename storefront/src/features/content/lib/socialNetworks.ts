import type { FooterSettings } from '@shared/settingsDefaults'

/** The footer's social networks, in the order they show, with the footer setting holding each address. */
export const SOCIAL_NETWORKS = [
  { network: 'facebook', label: 'Facebook', key: 'facebookUrl' },
  { network: 'instagram', label: 'Instagram', key: 'instagramUrl' },
  { network: 'twitter', label: 'Twitter', key: 'twitterUrl' },
] as const

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['network']

export type SocialUrls = Pick<FooterSettings, (typeof SOCIAL_NETWORKS)[number]['key']>

/** What reached the plain buttons first: keyboard focus, or a pointer resting on one since `at`. */
export type FirstContact = { focus: SocialNetwork | null; hover: { network: SocialNetwork; at: number } | null }
