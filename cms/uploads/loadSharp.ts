import { createRequire } from 'node:module'
import path from 'node:path'
import type Sharp from 'sharp'

let sharp: typeof Sharp | undefined

/**
 * sharp, loaded at its first use: it brings libvips, a native library that costs a start about
 * 0.15 s of CPU although most starts decode no image before their first answers. Synchronous
 * (Payload calls `config.sharp` as a plain function); resolved from the project root, where the
 * server, the seed and the tests all run.
 */
export function loadSharp(): typeof Sharp {
  sharp ??= createRequire(path.join(process.cwd(), 'package.json'))('sharp') as typeof Sharp
  return sharp
}
