/**
 * Compiles the shop's server (cms/server.ts and everything it imports from this project) into one
 * ES module, dist/server/server.mjs, so that starting the shop runs plain JavaScript: no TypeScript
 * is transpiled at start. Packages stay external (loaded from node_modules as Node resolves them,
 * so `--conditions=production` keeps choosing their entry points: docs/decisions/0002).
 * Plain JavaScript itself because `npm start` runs it before anything is compiled.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const SERVER_ENTRY = 'cms/server.ts'
export const SERVER_OUTPUT = 'dist/server/server.mjs'
/** The project files the last build read (esbuild's metafile): what makes the build stale. */
export const SERVER_INPUTS = 'dist/server/inputs.json'
/** Code the start does not need (MongoDB's adapter on a SQLite shop, seeding…): loaded by `import()` when used. */
const SERVER_CHUNKS = 'dist/server/chunks'

export async function buildServer() {
  // Loaded only to build: `npm start` on a fresh build never pays for it.
  const esbuild = await import('esbuild')
  // Chunks are named by content hash: the old ones would pile up.
  fs.rmSync(SERVER_CHUNKS, { recursive: true, force: true })
  const result = await esbuild.build({
    entryPoints: { [path.basename(SERVER_OUTPUT, '.mjs')]: SERVER_ENTRY },
    outdir: path.dirname(SERVER_OUTPUT),
    outExtension: { '.js': '.mjs' },
    // Each `import()` of a project file stays a separate file loaded when the code runs: one file
    // would hoist every package those modules import to its top, and load them all at every start.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Readable stack traces without a source map: the output keeps the sources' names and layout.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  })
  const inputs = Object.keys(result.metafile.inputs).map((file) => path.normalize(file))
  fs.writeFileSync(SERVER_INPUTS, JSON.stringify(inputs, null, 1) + '\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer()
