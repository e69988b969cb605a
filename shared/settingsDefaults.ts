/**
 * Built-in texts, used field by field whenever a setting is empty.
 * Where the spec does not give the wording, these are this shop's own (see README, "Decisions").
 */
export const TEXT_DEFAULTS = {
  heroTitle: 'Wear Your Support. Make a Difference.',
  heroSubtitle:
    'Every purchase supports community programs across the US Virgin Islands. Shop our merchandise and join our mission.',
  heroButtonText: 'Shop Merchandise',
}

export const DEFAULT_IMPACT_IMAGE = '/images/impact-default.svg'

export const IMPACT_DEFAULTS = {
  impactTitle: 'Your Purchase Makes an Impact',
  impactText:
    'Every item you buy directly supports our community programs across the US Virgin Islands, from rescue training to environmental stewardship and youth education.\n\n' +
    'Together we have reached 500+ students with safety and ocean education, planted 2,000 trees to restore island habitats, and hosted 50 events that bring our community together.',
}

export const FOOTER_DEFAULTS = {
  aboutText:
    'A community rescue non-profit in the US Virgin Islands. Every purchase from this shop funds our rescue, education and community programs.',
  contactEmail: 'info@communityrescue.org',
  contactPhone: '(340) 555-0100',
  contactLocation: 'St. John, US Virgin Islands',
  newsletterText: 'Get news about our programs, events and new merchandise.',
  facebookUrl: '',
  instagramUrl: '',
  twitterUrl: '',
  copyrightText: '© 2024 Community Rescue. A non-profit 501(c)(3) organization. All rights reserved.',
}

export const ABOUT_DEFAULTS = {
  missionTitle: 'Our Mission',
  missionText:
    'To keep residents and visitors of the US Virgin Islands safe through volunteer rescue, training and community programs.',
  visionTitle: 'Our Vision',
  visionText: 'Resilient island communities where everyone knows how to help and help is always close by.',
  programsTitle: 'Our Programs',
  programsText:
    'Volunteer search and rescue, water safety and first-aid courses, youth ocean education, reforestation and community events.',
  impactTitle: 'Our Impact',
  impactText: 'More than 500 students trained, 2,000 trees planted and 50 community events hosted so far.',
}

/** The "ready for you" e-mail of an in-town order marked fulfilled, unless the notification settings give other words. */
export const READY_MESSAGE_DEFAULT =
  'Good news: your order is ready. If it is not in your hands yet, we will contact you to arrange pickup or hand-over in St. John.'

export type TextSettings = typeof TEXT_DEFAULTS
export type ImpactSettings = typeof IMPACT_DEFAULTS & { impactImage: string }
export type FooterSettings = typeof FOOTER_DEFAULTS
export type AboutSettings = typeof ABOUT_DEFAULTS
export type HeroImageSettings = { heroImage: string | null }
