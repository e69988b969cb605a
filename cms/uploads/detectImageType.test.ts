import { detectImageType } from './detectImageType'

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))

describe('recognising images by their bytes', () => {
  it('knows JPEG, PNG, GIF, WebP and AVIF', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg')
    expect(detectImageType(bytes('\x89PNG\r\n\x1a\n', [0, 0])))?.toEqual({ mime: 'image/png', extension: 'png' })
    expect(detectImageType(bytes('GIF89a', [1, 0]))?.mime).toBe('image/gif')
    expect(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))?.mime).toBe('image/webp')
    expect(detectImageType(bytes([0, 0, 0, 28], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'))?.mime).toBe('image/avif')
    expect(detectImageType(bytes([0, 0, 0, 28], 'ftypmif1', [0, 0, 0, 0], 'mif1avifmiaf'))?.mime).toBe('image/avif')
  })

  it('refuses everything else, whatever it claims to be', () => {
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(detectImageType(bytes('<html><script>alert(1)</script>'))).toBeNull()
    expect(detectImageType(bytes('%PDF-1.7'))).toBeNull()
    expect(detectImageType(bytes([0, 0, 0, 24], 'ftypmp42', [0, 0, 0, 0], 'isommp42'))).toBeNull()
    expect(detectImageType(bytes([0xff, 0xd8]))).toBeNull()
    expect(detectImageType(new Uint8Array())).toBeNull()
  })
})
