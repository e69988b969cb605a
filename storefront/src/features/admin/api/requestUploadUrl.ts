import { apiFetch } from '@/lib/apiClient'

/** Upload flow, step 1: a signed, single-use address to PUT one file to (valid 15 minutes). */
export async function requestUploadUrl(): Promise<string> {
  const { uploadURL } = await apiFetch<{ uploadURL: string }>('POST', '/api/objects/upload')
  return uploadURL
}
