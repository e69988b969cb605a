/**
 * The `.env` file (README, Configuration), read into this process's environment before anything
 * reads a setting. Plain JavaScript: `npm start` reads it before anything is compiled (NODE_ENV and
 * CMS_PANEL decide what it builds); the server, the operator commands and the seed read it too.
 *
 * A variable already in the environment wins: systemd, Docker and the shell set theirs, and the file
 * only fills in. `ENV_FILE` names another file (relative to the folder the shop runs in);
 * `ENV_FILE=none` reads none (the tests' shops). A missing `.env` is fine; a missing named file is not.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'

/** A settings file that was named but cannot be read: the start stops with this message. */
export class EnvFileError extends Error {}

/** Fills `source` from the file; answers the file read, or null when there is none to read. */
export function loadEnvFile(source = process.env, cwd = process.cwd()) {
  const named = source.ENV_FILE?.trim()
  if (named === 'none') return null
  const file = path.resolve(cwd, named || '.env')
  let text
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (err) {
    if (!named && err.code === 'ENOENT') return null
    throw new EnvFileError(`ENV_FILE: ${file} could not be read (${err.code ?? err.message}).`)
  }
  // Node's own reading of KEY=value lines (the one `node --env-file` uses).
  for (const [name, value] of Object.entries(parseEnv(text))) if (source[name] === undefined) source[name] = value
  return file
}
