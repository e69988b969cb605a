/**
 * `npm run admin -- …`: the operators' recovery command (scripts/admin.ts), compiled with the server
 * (scripts/buildServer.mjs) so it starts in about a second instead of transpiling Payload's config
 * and loading its packages file by file. Builds the server first when it is missing or older than
 * its sources, then runs the compiled command in this process.
 */
import { ensureBuild } from './ensureBuild.mjs'

await ensureBuild({ panel: false, storefront: false })
await import('../dist/server/admin.mjs')
