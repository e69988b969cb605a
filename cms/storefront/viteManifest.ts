import fs from 'node:fs'
import path from 'node:path'

export type ManifestChunk = { file: string; imports?: string[] }
export type ViteManifest = Record<string, ManifestChunk>

/** The storefront build's chunk list (storefront/dist/.vite/manifest.json); null when built without it. */
export function readViteManifest(storefrontDist: string): ViteManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(storefrontDist, '.vite/manifest.json'), 'utf8')) as ViteManifest
  } catch {
    return null
  }
}
