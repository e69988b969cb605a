/** The message of a failed file PUT: the server's JSON `message`, else the status line. */
export function uploadErrorMessage(status: number, responseText: string, statusText: string): string {
  try {
    const body = JSON.parse(responseText) as { message?: unknown }
    if (typeof body.message === 'string' && body.message.trim()) return body.message.trim()
  } catch {
    // not JSON
  }
  if (status === 413) return 'The file is too large'
  return `${status} ${statusText}`.trim() || 'The upload did not go through'
}

/**
 * Failures worth repeating with the same signed URL (it is used up only by a stored file):
 * the network dropped (status 0), a timeout, throttling, or a gateway hiccup. Never a refusal.
 */
export function isRetriableUploadStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status === 502 || status === 503 || status === 504
}
