/** What a message is, for the outbox's list and filters. low-stock and notice are for the shop's own alerts. */
export const MAIL_KINDS = ['receipt', 'new-order', 'order-status', 'password-reset', 'order-link', 'low-stock', 'notice', 'newsletter-confirm', 'restock-confirm', 'restock-notice'] as const
export type MailKind = (typeof MAIL_KINDS)[number]

/** queued: waiting for its (next) try; sent: the mail server took it; failed: given up (an administrator may resend). */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const

/** Body kept for a message with a one-time secret (a password link) once it has been delivered. */
export const ERASED_BODY = '(Removed after delivery: this message held a one-time password link.)'
