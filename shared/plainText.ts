/**
 * Text people type (names, addresses, notes, reasons) without the control characters no keyboard
 * types: NUL, escape and the like arrive only by paste or by a script, and would reach e-mails, the
 * CSV and the packing slip. Line breaks and tabs stay. Used as zod's `.overwrite()` before `.trim()`.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '')
}
