/**
 * The pieces every message is made of. Each renders twice, as inline-styled HTML and as plain
 * text, so both parts of a message always say the same thing.
 */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  /** A call to action: a button in HTML, the bare link in text. */
  | { type: 'button'; label: string; url: string }
  | { type: 'heading'; text: string }
  /** Label / value pairs (delivery, contact); values may span lines. */
  | { type: 'details'; rows: { label: string; value: string }[] }
  /** What was bought, then the money lines. */
  | { type: 'items'; items: MailItem[]; totals: { label: string; value: string; strong?: boolean }[] }
  /** Small print. */
  | { type: 'note'; text: string }
  /** Small print ending in a link (an unsubscribe link): the bare link in text. */
  | { type: 'link'; text: string; label: string; url: string }

export type MailItem = {
  name: string
  size: string | null
  quantity: number
  lineTotal: string
  /** What happened to the line since (refunded, cancelled), under it. */
  note?: string
  /** The whole line was refunded or cancelled: shown struck through. */
  struck?: boolean
}

export type MailContent = {
  subject: string
  /** The first line mail apps show next to the subject. */
  preheader: string
  heading: string
  blocks: MailBlock[]
  /** The shop's contact details, from the footer settings. */
  contact: { email: string; phone: string; location: string }
  /** The storefront's address, for the logo's link and the footer. */
  shopUrl: string
}

export type RenderedMail = { subject: string; html: string; text: string }
