/**
 * `npm run lockfile:platforms` — run after any `npm install` that changes package-lock.json.
 *
 * The package registry reachable from this project's machines lacks some native binaries for other
 * platforms (e.g. @next/swc-darwin-arm64@16.4.6). npm then leaves those optional packages out of
 * package-lock.json, and `npm ci` refuses the lock as "out of sync". This script puts back a lock
 * entry for every optional platform package a locked package declares but the lock lacks, with the
 * os/cpu/libc its name encodes, so `npm ci` accepts the lock and skips them on this platform
 * (they are never downloaded here). See docs/decisions/0007-lockfile-platform-entries.md.
 */
import fs from 'node:fs'

const LOCK = 'package-lock.json'
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'))
const packages = lock.packages

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony']
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32']

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((part) => OS.includes(part))
  const cpu = parts.find((part) => CPU.includes(part))
  if (!cpu) return null
  const entry = { cpu: [cpu] }
  if (os) entry.os = [os]
  if (os === 'linux') {
    if (parts.some((part) => part.startsWith('musl'))) entry.libc = ['musl']
    else if (parts.some((part) => part.startsWith('gnu'))) entry.libc = ['glibc']
  }
  return entry
}

let added = 0
for (const [path, pkg] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`
    if (packages[`node_modules/${name}`] || packages[nested]) continue
    const platform = platformOf(name)
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue
    packages[`node_modules/${name}`] = {
      version,
      ...platform,
      ...(pkg.dev ? { dev: true } : {}),
      ...(pkg.devOptional ? { devOptional: true } : {}),
      optional: true,
    }
    added += 1
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
lock.packages = sorted
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`)
console.log(added ? `Added ${added} lock entries for optional packages of other platforms.` : 'The lock already lists every platform package.')
