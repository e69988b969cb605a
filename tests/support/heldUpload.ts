import http from 'node:http'

export type Outcome = { status: number; body: string } | { error: string }

/**
 * An upload the shop is in the middle of: the PUT's headers go first with `Expect: 100-continue`,
 * and the shop's `100 Continue` proves it has taken the request (no fixed wait); then half the file.
 * `finish()` sends the rest and resolves with the answer, or with the error that cut the request.
 */
export function startHeldUpload(url: string, file: Buffer): Promise<{ finish: () => Promise<Outcome> }> {
  return new Promise((resolveHeld, rejectHeld) => {
    const req = http.request(url, {
      method: 'PUT',
      agent: false,
      headers: { 'content-type': 'image/png', 'content-length': file.length, expect: '100-continue' },
    })
    const outcome = new Promise<Outcome>((resolve) => {
      req.on('response', (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        res.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }))
      })
      req.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }))
    })
    req.on('continue', () => {
      req.write(file.subarray(0, file.length / 2))
      resolveHeld({
        finish: () => {
          if (!req.destroyed) req.end(file.subarray(file.length / 2))
          return outcome
        },
      })
    })
    void outcome.then((result) => rejectHeld(new Error(`the upload was answered before the shop took it: ${JSON.stringify(result)}`)))
    req.flushHeaders()
  })
}
