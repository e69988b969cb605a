import { isRetriableUploadStatus, uploadErrorMessage } from './uploadErrorMessage'

describe('a failed image PUT', () => {
  it("reads the server's message", () => {
    expect(uploadErrorMessage(415, '{"message":"Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded"}', 'Unsupported Media Type')).toBe(
      'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded',
    )
  })

  it('falls back to the status', () => {
    expect(uploadErrorMessage(413, '<html>too big</html>', 'Payload Too Large')).toBe('The file is too large')
    expect(uploadErrorMessage(500, '', 'Internal Server Error')).toBe('500 Internal Server Error')
  })

  it('is retried only when nothing was refused', () => {
    for (const status of [0, 408, 429, 502, 503, 504]) expect(isRetriableUploadStatus(status)).toBe(true)
    for (const status of [400, 403, 409, 413, 415, 500]) expect(isRetriableUploadStatus(status)).toBe(false)
  })
})
