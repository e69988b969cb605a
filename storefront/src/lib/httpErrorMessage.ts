/** "<status>: <body text>", or the status text when the body is empty. */
export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`
}
