/** The newsletter's answers, the same words in the server's replies and the footer form. */
export const NEWSLETTER_THANKS = 'Thanks — please confirm from your inbox'
export const NEWSLETTER_UNAVAILABLE = 'Subscribing is not available yet. Please check back soon.'
export const NEWSLETTER_CONFIRMED = 'You are subscribed. Thank you for supporting our programs!'
export const NEWSLETTER_UNSUBSCRIBED = 'You are unsubscribed and will get no more newsletters from us.'
export const NEWSLETTER_BAD_LINK = 'This link is not valid. Please use the link from your latest e-mail, or subscribe again.'

/** pending: waiting for the e-mailed confirmation; confirmed: may be sent newsletters; unsubscribed: may not. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

/** GET /api/admin/subscribers: how many there are (the list itself is the CSV export). */
export type ApiSubscriberCounts = Record<SubscriberStatus, number>
