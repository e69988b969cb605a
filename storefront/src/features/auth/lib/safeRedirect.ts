/**
 * The spec: ?redirect= is honoured only when it starts with a single slash and not a double slash;
 * otherwise the target is /. Browsers also read a backslash as a slash ("/\evil.example" is
 * "//evil.example") and drop tabs and newlines ("/\t/evil.example"), so those are refused too.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (typeof value !== 'string' || value.length === 0) return '/'
  if (!value.startsWith('/') || value.startsWith('//')) return '/'
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/'
  return value
}
