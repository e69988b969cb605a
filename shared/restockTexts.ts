/** The answers, the same words in the server's replies and the forms. */
export const RESTOCK_THANKS = 'Thanks — please confirm from your inbox, and we will e-mail you once it is back.'
export const RESTOCK_UNAVAILABLE = 'E-mail notices are not available yet. Please check back soon.'
export const RESTOCK_CONFIRMED = 'Done — we will e-mail you once it is back in stock.'
export const RESTOCK_CANCELLED = 'Cancelled — we will not e-mail you about it.'
/** Confirm pressed on a request its owner cancelled: it stays cancelled (a link is not a new request). */
export const RESTOCK_CONFIRM_CANCELLED = 'You cancelled this e-mail. To be told when it is back, ask again on the product.'
/** Confirm pressed once the e-mail has gone out. */
export const RESTOCK_ALREADY_TOLD = 'We have e-mailed you already: it came back in stock.'
export const RESTOCK_BAD_LINK = 'This link is not valid any more. Please use the link from your latest e-mail, or ask again on the product.'
export const RESTOCK_IN_STOCK = 'This is in stock now: add it to your cart.'
