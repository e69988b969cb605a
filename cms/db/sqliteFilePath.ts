/** The file a `file:` DATABASE_URI names, as libsql's client opens it (relative to the working folder); null for memory. */
export function sqliteFilePath(databaseUri: string): string | null {
  const rest = databaseUri.replace(/^file:/, '').split('?')[0]
  // file:///abs/path and file://localhost/abs/path name /abs/path; file:./rel and file:/abs name themselves.
  const file = rest.startsWith('//') ? rest.slice(rest.indexOf('/', 2)) : rest
  if (!file || file.startsWith(':memory:')) return null
  return decodeURIComponent(file)
}
