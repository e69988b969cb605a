/** Largest quantity of one cart or order line; a shop this size never sells more of one thing at once. */
export const MAX_LINE_QUANTITY = 99

/** The answer to a line quantity outside 1 to MAX_LINE_QUANTITY, from the server and the guest cart alike. */
export const LINE_QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`
