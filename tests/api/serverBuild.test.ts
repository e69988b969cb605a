/**
 * What the compiled server (scripts/buildServer.mjs, decision 21) loads from node_modules when it
 * runs: only Node's own modules and the packages the build script names as external. Payload and
 * its database adapters are in the bundle, so a start does not load some 2 400 package files one
 * by one, and no external package brings a second Payload whose errors the bundled one would not
 * recognise.
 */
import { init, parse } from 'es-module-lexer'
import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'

import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS, SERVER_COMMAND } from '../support/shopProcess'

const SERVER_DIR = path.resolve('dist/server')
const EXTERNAL_PACKAGES: string[] = JSON.parse(fs.readFileSync(path.resolve('scripts/serverExternalPackages.json'), 'utf8'))
/**
 * `require()`s in the bundle that name packages it does not have, and never load them: the `ws`
 * package's optional native add-ons (tried, and done without when absent), and text in the code
 * ajv writes for standalone validators (written out, not run).
 */
const NOT_LOADED_REQUIRES = ['bufferutil', 'utf-8-validate', 'ajv']

/** Whether a specifier names a package from node_modules (not a file of the build, not one of Node's own modules). */
function isPackage(specifier: string): boolean {
  return !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('node:') && !builtinModules.includes(specifier)
}

/** The package a bare specifier names: `@scope/name` or `name`, without a subpath. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

function isExternal(pkg: string): boolean {
  return EXTERNAL_PACKAGES.some((listed) => (listed.endsWith('/*') ? pkg.startsWith(listed.slice(0, -1)) : pkg === listed))
}

/**
 * Every package the compiled server's files import (statically or with `import()` of a literal), and
 * every package a bundled CommonJS module asks for with `require("…")` (through the bundle's createRequire).
 */
async function packagesImported(): Promise<Set<string>> {
  await init
  const files = [path.join(SERVER_DIR, 'server.mjs'), ...fs.readdirSync(path.join(SERVER_DIR, 'chunks')).filter((name) => name.endsWith('.mjs')).map((name) => path.join(SERVER_DIR, 'chunks', name))]
  const packages = new Set<string>()
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8')
    const [imports] = parse(source)
    for (const { n: specifier } of imports) if (specifier && isPackage(specifier)) packages.add(packageOf(specifier))
    for (const [, specifier] of source.matchAll(/(?<![\w$])(?:__)?require\("([^"]+)"\)/g)) {
      if (isPackage(specifier) && !NOT_LOADED_REQUIRES.includes(packageOf(specifier))) packages.add(packageOf(specifier))
    }
  }
  return packages
}

describe('the compiled server', () => {
  it('loads from node_modules only the packages its build names as external, never Payload or its adapters', async () => {
    const packages = await packagesImported()
    // The externals it does load: the native database client and the panel's Next.
    expect([...packages]).toEqual(expect.arrayContaining(['libsql', 'next']))
    expect([...packages].filter((pkg) => !isExternal(pkg))).toEqual([])
    expect([...packages].filter((pkg) => pkg === 'payload' || (pkg.startsWith('@payloadcms/') && pkg !== '@payloadcms/next'))).toEqual([])
  })
})

describe('how production runs the compiled server', () => {
  it('with the same Node flags and malloc setting in `npm start`, the Dockerfile and the tests (decision 36)', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { scripts: Record<string, string> }
    const flags = PRODUCTION_NODE_FLAGS.join(' ')
    expect(scripts.start).toBe(`MALLOC_ARENA_MAX=${PRODUCTION_ENV.MALLOC_ARENA_MAX} exec node ${flags} scripts/start.mjs`)
    const dockerfile = fs.readFileSync(path.resolve('Dockerfile'), 'utf8')
    expect(dockerfile).toContain(`CMD ${JSON.stringify(['node', ...SERVER_COMMAND])}`.replace(/,/g, ', '))
    expect(dockerfile).toMatch(new RegExp(`MALLOC_ARENA_MAX=${PRODUCTION_ENV.MALLOC_ARENA_MAX}\\b`))
  })

  it('keeps every file of the build to ASCII: V8 holds a module source beyond Latin-1 at two bytes a character', () => {
    const files = [SERVER_DIR, path.join(SERVER_DIR, 'chunks')].flatMap((dir) => fs.readdirSync(dir).filter((f) => f.endsWith('.mjs')).map((f) => path.join(dir, f)))
    expect(files.length).toBeGreaterThan(2)
    expect(files.filter((file) => /[\u0080-\uffff]/.test(fs.readFileSync(file, 'utf8'))).map((file) => path.relative(SERVER_DIR, file))).toEqual([])
  })
})
