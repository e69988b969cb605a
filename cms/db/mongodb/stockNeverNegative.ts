/**
 * The database's own guard on stock (SQLite's is the trigger of migration *_stock_never_negative):
 * every count of a product's `stock` array is a number of 0 or more, whoever writes it. The stock
 * ledger's conditional updates never go below zero; this refuses (DocumentValidationFailure, code
 * 121) any write that would, from the ledger, Payload, a script or mongosh.
 */
export const STOCK_NEVER_NEGATIVE = {
  validator: {
    $jsonSchema: {
      properties: {
        // `items` applies only where stock is an array: a product without sizes may have none.
        stock: { items: { properties: { quantity: { bsonType: 'number', minimum: 0 } } } },
      },
    },
  },
  validationLevel: 'strict',
  validationAction: 'error',
} as const
