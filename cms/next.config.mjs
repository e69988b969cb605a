import { withPayload } from '@payloadcms/next/withPayload'
import path from 'node:path'

/** Next.js only hosts Payload's editors' panel (/cms) and Payload's own API (/cms-api). */
const nextConfig = {
  // Type checking is `npm run typecheck`'s job; doing it again here doubles the build time.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // The project root (with the lockfile and the collections) is one level up.
  turbopack: { root: path.resolve(import.meta.dirname, '..') },
  outputFileTracingRoot: path.resolve(import.meta.dirname, '..'),
  // Turbopack keeps an on-disk cache of the build (cms/.next/cache) that makes the next build of
  // this checkout faster. A clean clone that builds once (CI) only pays for writing it (about
  // 170 MB, decision 53): `.ci/run` sets PANEL_BUILD_CACHE=off.
  experimental: { turbopackFileSystemCacheForBuild: process.env.PANEL_BUILD_CACHE !== 'off' },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
