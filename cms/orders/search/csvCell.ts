/**
 * One CSV field (RFC 4180: always quoted, quotes doubled). A text that a spreadsheet would run as
 * a formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, so a
 * buyer named "=HYPERLINK(…)" stays text on the treasurer's screen (OWASP's CSV injection advice).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""'
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replaceAll('"', '""')}"`
}

/** A whole file: a header row, then the rows; CRLF line ends; a BOM so Excel reads UTF-8 names right. */
export function csvFile(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
