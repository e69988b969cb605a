import type { Field } from 'payload'

/** A plain-text setting (rendered as text, never HTML) with the built-in default shown as help. */
export function textSetting(name: string, label: string, defaultText: string, multiline = false, maxLength = 2000, validate?: (value: unknown) => true | string): Field {
  const admin = { description: defaultText ? `Empty = default: "${truncate(defaultText)}"` : 'Empty = not shown' }
  return multiline ? { name, label, type: 'textarea', maxLength, admin, validate } : { name, label, type: 'text', maxLength, admin, validate }
}

function truncate(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}…` : text
}
