/** A guest cart line that breaks the server's cart rules; its message is meant for the shopper. */
export class CartRuleError extends Error {}
