/**
 * Mongoose models of the collections the storage seams write, shaped as Payload's MongoDB adapter
 * stores them (timestamps, ObjectId ids, array rows with an `id` string and no `_id`), for the
 * contract suites' MongoDB harnesses. Payload itself cannot be loaded in jest (it is ESM only);
 * cms/db/mongodb/mongoModels.test.ts checks the ledger's writes against Payload's own models.
 */
import mongoose, { type Connection, Schema } from 'mongoose'

const row = (fields: Record<string, unknown>) => new Schema({ id: String, ...fields }, { _id: false, id: false })
const options = { timestamps: true, minimize: false, strict: false } as const

export type ContractModels = {
  connection: Connection
  collections: Record<'products' | 'order-claims' | 'orders' | 'outbox' | 'users' | 'stock-history', mongoose.Model<any>>
  close: () => Promise<void>
}

export async function contractModels(uri: string): Promise<ContractModels> {
  const connection = await mongoose.createConnection(uri).asPromise()
  const collections = {
    products: connection.model(
      'products',
      new Schema({ name: String, description: String, price: Number, image: Schema.Types.ObjectId, hidden: Boolean, stockCount: Number, stock: [row({ size: String, quantity: Number })] }, options),
      'products',
    ),
    'order-claims': connection.model(
      'order-claims',
      new Schema(
        { paymentIntentId: { type: String, unique: true }, state: String, order: Schema.Types.ObjectId, reason: String, lease: String, draft: Schema.Types.Mixed, takeovers: Number, refundPending: Boolean },
        options,
      ),
      'order-claims',
    ),
    orders: connection.model(
      'orders',
      new Schema({ items: [row({ product: Schema.Types.ObjectId, productName: String, size: String, quantity: Number, priceCents: Number, restockedQuantity: Number })] }, options),
      'orders',
    ),
    outbox: connection.model(
      'outbox',
      new Schema(
        {
          status: String,
          kind: String,
          to: String,
          subject: String,
          html: String,
          text: String,
          sensitive: Boolean,
          attempts: Number,
          deliveryTries: Number,
          sentAt: Date,
          lastError: String,
          nextAttemptAt: Date,
          leaseUntil: Date,
        },
        options,
      ),
      'outbox',
    ),
    // Issue 32: the ledger writes each change's entry in its transaction, numbered once per product.
    'stock-history': connection.model(
      'stock-history',
      new Schema(
        { product: String, seq: Number, size: String, change: Number, after: Number, reason: String, actor: String, order: String, paymentIntentId: String },
        options,
      ).index({ product: 1, seq: 1 }, { unique: true }),
      'stock-history',
    ),
    users: connection.model(
      'users',
      new Schema({ email: String, username: String, resetPasswordToken: String, resetPasswordExpiration: Date }, options),
      'users',
    ),
  }
  // The unique payment id is what settles two claims on one payment.
  await collections['order-claims'].init()
  await collections['stock-history'].init()
  return { connection, collections, close: () => connection.close() }
}
