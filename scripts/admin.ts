/**
 * Operator recovery, from the server's shell, for the day nobody can sign in:
 *
 *   npm run admin -- reset-link <username>         prints a one-time link to choose a new password
 *   npm run admin -- create <username> <email>     creates an administrator and prints such a link
 *
 * Links are valid for one hour and work once. They point at PUBLIC_URL (or http://localhost:PORT).
 * The browser that completes the reset is signed in and marked known for the account, so failed
 * guesses by strangers do not keep it out afterwards.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'

import { emailSchema, usernameSchema } from '@shared/authRules'
import { isUniqueViolation } from '@cms/auth/isUniqueViolation'
import { createPasswordResetLink } from '@cms/auth/passwordResetLink'
import { prepareDatabase } from '@cms/db/prepareDatabase'
import { env, EnvError } from '@cms/env'

const USAGE = `Usage:
  npm run admin -- reset-link <username>       print a one-time link to choose a new password
  npm run admin -- create <username> <email>   create an administrator and print such a link`

process.env.LOG_LEVEL ??= 'warn'
const [command, ...args] = process.argv.slice(2)

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

if (command !== 'reset-link' && command !== 'create') fail(USAGE)
if ((command === 'reset-link' && args.length !== 1) || (command === 'create' && args.length !== 2)) fail(USAGE)

try {
  env()
} catch (err) {
  fail(err instanceof EnvError ? err.message : String(err))
}
// Not a new empty database: an administrator made there would not exist for the shop.
const sqliteFile = env().databaseKind === 'sqlite' ? path.resolve(env().databaseUri.slice('file:'.length)) : null
if (sqliteFile && !fs.existsSync(sqliteFile)) {
  fail(`No shop database at ${sqliteFile}. Run this in the shop's folder with the shop's settings (the same DATABASE_URI, or its .env), or start the shop once first.`)
}
const { default: config } = await import('../cms/payload.config')
let payload: Payload
try {
  payload = await getPayload({ config })
  await prepareDatabase(payload, env())
} catch (err) {
  fail(`The shop's database could not be opened (${env().databaseKind === 'sqlite' ? sqliteFile : 'DATABASE_URI'}): ${(err as Error).message}`)
}

try {
  if (command === 'create') await create(payload, args[0], args[1])
  else await resetLink(payload, args[0])
} finally {
  await payload.destroy()
}
process.exit(0)

async function resetLink(payload: Payload, rawUsername: string): Promise<void> {
  const username = rawUsername.trim().toLowerCase()
  const { totalDocs } = await payload.count({ collection: 'users', where: { username: { equals: username } }, overrideAccess: true })
  if (totalDocs === 0) fail(`No user named "${username}". Check the spelling, or create an administrator: npm run admin -- create <username> <email>`)
  const link = await createPasswordResetLink(payload, username)
  if (!link) fail(`Could not issue a link for "${username}".`)
  console.log(`Password link for "${username}" (valid one hour, works once; the browser that uses it is signed in):\n\n  ${link}\n`)
}

async function create(payload: Payload, rawUsername: string, rawEmail: string): Promise<void> {
  const username = usernameSchema.safeParse(rawUsername)
  if (!username.success) fail(`Username: ${username.error.issues[0].message}`)
  const email = emailSchema.safeParse(rawEmail)
  if (!email.success) fail(`Email: ${email.error.issues[0].message}`)
  try {
    await payload.create({
      collection: 'users',
      // A random password nobody knows: the operator's link below sets the real one.
      data: { username: username.data, email: email.data, password: randomBytes(24).toString('base64url'), isAdmin: true },
      overrideAccess: true,
      context: { operatorCommand: true },
    })
  } catch (err) {
    if (isUniqueViolation(err)) fail(`A user with username "${username.data}" or email "${email.data}" already exists. For an existing account use: npm run admin -- reset-link <username>`)
    throw err
  }
  const link = await createPasswordResetLink(payload, username.data)
  console.log(`Administrator "${username.data.toLowerCase()}" created.\nChoose its password with this link (valid one hour, works once); that browser is then signed in:\n\n  ${link}\n`)
}
