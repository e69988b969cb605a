import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { mongooseModel, sqliteClient } from '../db/drivers'

type UsersModel = {
  updateOne(filter: Record<string, unknown>, update: Record<string, unknown>): Promise<{ modifiedCount: number }>
}

export type ResetTokens = {
  /**
   * Takes a live reset token for one request: replaces it, in one conditional write, by a new
   * token only this caller knows, and returns that. Of several requests with the same token only
   * one gets it (the stock ledger's pattern); the others get null and their token no longer exists.
   */
  claim(token: string, now?: Date): Promise<string | null>
  /** Ends a reset token at once (a used one, or one whose e-mail could not be delivered). False when no account has it. */
  expire(token: string): Promise<boolean>
}

/** Password-reset tokens as conditional writes on the users table (SQLite) or collection (MongoDB). */
export function resetTokens(payload: Payload): ResetTokens {
  if (payload.db.name === 'mongoose') {
    // Payload's own Mongoose model: it casts the date as Payload stores it.
    const users = () => mongooseModel<UsersModel>(payload, 'users')
    return {
      async claim(token, now = new Date()) {
        const fresh = newToken()
        const { modifiedCount } = await users().updateOne({ resetPasswordToken: token, resetPasswordExpiration: { $gt: now } }, { $set: { resetPasswordToken: fresh } })
        return modifiedCount === 1 ? fresh : null
      },
      async expire(token) {
        const { modifiedCount } = await users().updateOne({ resetPasswordToken: token }, { $set: { resetPasswordToken: null, resetPasswordExpiration: null } })
        return modifiedCount === 1
      },
    }
  }
  const client = () => sqliteClient(payload)
  return {
    async claim(token, now = new Date()) {
      const fresh = newToken()
      // Payload stores dates as ISO strings, which compare in time order.
      const result = await client().execute({
        sql: 'UPDATE users SET reset_password_token = ? WHERE reset_password_token = ? AND reset_password_expiration > ?',
        args: [fresh, token, now.toISOString()],
      })
      return result.rowsAffected === 1 ? fresh : null
    },
    async expire(token) {
      const result = await client().execute({
        sql: 'UPDATE users SET reset_password_token = NULL, reset_password_expiration = NULL WHERE reset_password_token = ?',
        args: [token],
      })
      return result.rowsAffected === 1
    },
  }
}

/** Payload's own token shape (20 random bytes, hex). */
function newToken(): string {
  return randomBytes(20).toString('hex')
}
