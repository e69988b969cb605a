/** A loose but useful check: something@domain, no spaces or angle brackets. */
const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;.]+(\.[^\s@<>",;.]+)+$/

/** Addresses typed one per line or separated by commas/semicolons: the valid ones, and what is not an address. */
export function parseEmailList(text: string): { emails: string[]; invalid: string[] } {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean)
  const emails: string[] = []
  const invalid: string[] = []
  for (const part of parts) {
    if (!ADDRESS.test(part)) invalid.push(part)
    else if (!emails.includes(part.toLowerCase())) emails.push(part.toLowerCase())
  }
  return { emails, invalid }
}
