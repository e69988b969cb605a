/**
 * The shop's own errors: what happened, in the shop's terms, with the data an answer needs. Domain
 * modules throw these; they know nothing of HTTP. The one mapping to statuses and bodies is
 * cms/http/errorAnswer.ts (decision 49). Errors that belong to one area live there and extend
 * ShopError too: OrderConflict and StockChangedMeanwhile (cms/orders), OrderUndecided,
 * OrderRefused and RefundNotMade (cms/checkout), PaymentsUnavailable, CardDeclined and
 * RefundRefused (cms/payments).
 */
export abstract class ShopError extends Error {
  /**
   * A failure that may pass if the same thing is asked again later (the payment provider down, an
   * order still being made); false for a refusal, which will be the same next time.
   */
  readonly passing: boolean = false

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = new.target.name
  }
}

/** Something asked for does not exist (or is not the caller's to see). */
export class NotFound extends ShopError {}

/**
 * What was sent cannot be used as it is: the message says why. `field` and `errors` name the
 * input at fault where a form shows it beside the field.
 */
export class InvalidInput extends ShopError {
  constructor(
    message: string,
    readonly fields: { field?: string; errors?: { path: string; message: string }[] } = {},
  ) {
    super(message)
  }
}

/** A product (or a size of it) has fewer units for sale than asked for, or is no longer for sale. */
export class SoldOut extends ShopError {}

/** A product was changed by someone else since the caller read it: nothing was saved; `current` is what it holds now. */
export class ProductChanged extends ShopError {
  constructor(
    message: string,
    readonly current: { sizeInventory: Record<string, number>; stock: number | null },
  ) {
    super(message)
  }
}

/** A new account (or the first administrator) would repeat one that exists: a username or e-mail address taken, or an administrator already set up. */
export class AccountExists extends ShopError {}

/** A signed-in user's new e-mail address belongs to another account. */
export class EmailInUse extends ShopError {}

/** A one-time upload link was used already. */
export class UploadLinkUsed extends ShopError {}

/** A file is larger than the shop takes. */
export class FileTooLarge extends ShopError {}
