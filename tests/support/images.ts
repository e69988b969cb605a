import { randomBytes } from 'node:crypto'
import sharp from 'sharp'

import type { ApiClient } from './apiClient'

/** A small real PNG. */
export function pngImage(width = 640, height = 480, color = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer()
}

/** A real PNG of random noise: it barely compresses, so its size is about width × height × 3 bytes. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer()
}

/** The spec's upload flow as an admin screen runs it: ask for a URL, PUT the file, keep the URL. */
export async function uploadFile(admin: ApiClient, file: Buffer, contentType = 'image/png') {
  const { status, body } = await admin.post('/api/objects/upload')
  if (status !== 200) throw new Error(`upload URL refused: ${status}`)
  const put = await admin.raw('PUT', body.uploadURL, file, { 'content-type': contentType })
  return { uploadURL: body.uploadURL as string, put }
}

/** Uploads an image and registers it as a product image: the objectPath a product form sends. */
export async function productImage(admin: ApiClient, file?: Buffer): Promise<string> {
  const { uploadURL, put } = await uploadFile(admin, file ?? (await pngImage()))
  if (put.status !== 200) throw new Error(`upload failed: ${put.status} ${put.text}`)
  const registered = await admin.put('/api/product-images', { imageURL: uploadURL })
  if (registered.status !== 200) throw new Error(`product image refused: ${registered.status} ${registered.text}`)
  return registered.body.objectPath
}
