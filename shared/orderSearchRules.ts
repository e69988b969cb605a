/**
 * The volunteers' order search: a date range (days like 2026-11-23, in the shop's time zone, both
 * included) must not end before it starts. One message for the server's answer and the form's field.
 */
export const DATE_RANGE_REVERSED = 'The start date is after the end date'

/** True when both days are given and the range ends before it starts (ISO days compare as text). */
export function dateRangeReversed(from: string | undefined, to: string | undefined): boolean {
  return Boolean(from && to && from > to)
}
