/**
 * Compiles the shop's server (cms/server.ts, everything it imports from this project, and the
 * packages it runs on: Payload, drizzle, Express…) into ES modules under dist/server, so that
 * starting the shop runs plain JavaScript from a few files: no TypeScript is transpiled at start,
 * and Node does not resolve, read and compile some 2 400 package files one by one (a start's CPU:
 * 1.2 s → 0.4 s, docs/decisions/0021). Packages are bundled as `--conditions=production` picks them
 * (docs/decisions/0002). Plain JavaScript itself because `npm start` runs it before anything is compiled.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const SERVER_ENTRY = 'cms/server.ts'
/** The operators' recovery command (`npm run admin`, scripts/adminCommand.mjs), built with the server: it loads the same Payload. */
const ADMIN_ENTRY = 'scripts/admin.ts'
export const SERVER_OUTPUT = 'dist/server/server.mjs'
/** The project files the last build read (esbuild's metafile): what makes the build stale. */
export const SERVER_INPUTS = 'dist/server/inputs.json'
/** Code the start does not need (MongoDB's adapter on a SQLite shop, seeding…): loaded by `import()` when used. */
const SERVER_CHUNKS = 'dist/server/chunks'
/**
 * Packages loaded from node_modules at run time, as Node resolves them (listed in
 * serverExternalPackages.json, which tests/api/serverBuild.test.ts also reads):
 * - native code and what finds it on disk (libsql, sharp);
 * - what must be the one copy other loaded code also uses: React (the storefront's prerender,
 *   storefront/dist-server, imports it from node_modules; two Reacts cannot render one tree), Next
 *   and Payload's Next integration (the editors' panel, loaded at its first request from its own build);
 * - pino, whose workers are files found next to its own;
 * - MongoDB's driver and Mongoose, and nodemailer: loaded only when used, and self-contained;
 * - Vite and esbuild, the development server's tools, never loaded by a production start.
 * Payload and its adapters are bundled, MongoDB's adapter included (in its own chunk): an adapter
 * from node_modules would load a second Payload, whose errors the bundled one does not recognise.
 */
const EXTERNAL_PACKAGES = JSON.parse(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'serverExternalPackages.json'), 'utf8'))

export async function buildServer() {
  // Loaded only to build: `npm start` on a fresh build never pays for it.
  const esbuild = await import('esbuild')
  // Chunks are named by content hash: the old ones would pile up.
  fs.rmSync(SERVER_CHUNKS, { recursive: true, force: true })
  const result = await esbuild.build({
    entryPoints: { [path.basename(SERVER_OUTPUT, '.mjs')]: SERVER_ENTRY, admin: ADMIN_ENTRY },
    outdir: path.dirname(SERVER_OUTPUT),
    outExtension: { '.js': '.mjs' },
    // Each `import()` of a project file stays a separate file loaded when the code runs: one file
    // would hoist every package those modules import to its top, and load them all at every start.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    external: EXTERNAL_PACKAGES,
    conditions: ['production'],
    // Bundled CommonJS packages `require()` the external ones, and Node builtins, through this.
    banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Readable stack traces without a source map: the output keeps the sources' names and layout.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  })
  for (const output of Object.keys(result.metafile.outputs)) if (output.endsWith('.mjs')) asciiOnly(output)
  // Only the project's files: a change of packages is a change of package-lock.json, which ensureBuild watches.
  const inputs = Object.keys(result.metafile.inputs)
    .map((file) => path.normalize(file))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
  fs.writeFileSync(SERVER_INPUTS, JSON.stringify(inputs, null, 1) + '\n')
}

/**
 * V8 keeps a module's source for as long as it runs, as one string: with a single character
 * beyond Latin-1 anywhere in it, two bytes per character. esbuild escapes such characters in
 * strings, regular expressions and names, but copies comments as they are (packages' comments:
 * "response’s", "—", "÷"), which doubled 7 MB of the server's sources in memory (decision 36).
 * What is left outside ASCII is in comments: written as \uXXXX there, it means the same.
 */
export function asciiOnly(file) {
  const source = fs.readFileSync(file, 'utf8')
  if (!/[\u0080-\uffff]/.test(source)) return
  fs.writeFileSync(file, source.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer()
