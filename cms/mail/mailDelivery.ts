/** What an e-mail adapter of this shop answers: handed to a mail server, or only printed. */
export type MailDelivery = { delivered: true; messageId: string } | { delivered: false; printed: boolean }
