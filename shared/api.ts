/**
 * The /api contract: what the server answers and what the storefront reads.
 * Both sides import these types, so a change here shows up as a type error on both.
 * Ids are strings on every database.
 */
import type { ContributionStatement } from './givingWording'
import type { ImageRef } from './images'
import type { DeliveryMethod } from './money'
import type { Carrier, OrderStatus } from './orderStatus'
import type { RefundSource, RefundStatus } from './refunds'
import type { ApiRestockWaiting } from './restockRequests'
import type { AboutSettings, FooterSettings, HeroImageSettings, ImpactSettings, TextSettings } from './settingsDefaults'
import type { Size } from './sizes'

export type ApiUser = {
  id: string
  username: string
  email: string
  firstName: string | null
  lastName: string | null
  profileImageUrl: string | null
  isAdmin: boolean
  createdAt: string
}

export type ApiProduct = {
  id: string
  name: string
  description: string | null
  /** Dollars as a decimal string with two decimals, e.g. "25.00". */
  price: string
  /** Path of the original image, e.g. "/objects/media/3f2c….jpg". */
  image: string | null
  /** WebP variants of the image, smallest first, for srcset. */
  imageVariants: { url: string; width: number }[]
  sizes: Size[]
  sizeInventory: Partial<Record<Size, number>>
  /**
   * Units on hand of a product without sizes: a whole number, or null when not counted (it never
   * sells out). Always null for a product with sizes (their counts are in sizeInventory).
   */
  stock: number | null
}

/** GET /api/admin/products: every product, hidden ones too. */
export type ApiAdminProduct = ApiProduct & {
  /** Left the shop (not listed, not sold); orders and carts keep it. */
  hidden: boolean
  /** Issue 27: what the item is worth when sold above it (decimal string); null = the price. Receipts value goods at this. */
  fairMarketValue: string | null
  /** Shoppers waiting ("Notify me when it's back", confirmed requests) per size (null: a product without sizes); sizes nobody waits for are left out. */
  restockWaiting: ApiRestockWaiting
}

export type ApiCartItem = {
  id: string
  userId: string
  productId: string
  quantity: number
  size: Size | null
  createdAt: string
  product: Pick<ApiProduct, 'id' | 'name' | 'price' | 'image' | 'imageVariants' | 'sizes' | 'sizeInventory' | 'stock'> | null
}

export type ApiOrderItem = {
  id: string
  productId: string | null
  productName: string
  quantity: number
  size: Size | null
  /** Unit price paid, decimal string. */
  price: string
}

export type ApiOrder = {
  id: string
  status: OrderStatus
  createdAt: string
  total: string
  subtotal: string
  shippingCost: string
  processingFee: string
  deliveryMethod: DeliveryMethod
  customerName: string
  customerEmail: string
  customerPhone: string
  shippingAddress: string | null
  /** Placed in demo payment mode: no money was taken; nothing is shipped. */
  demo: boolean
  /** Decimal string: the total refunded so far ("0.00" when nothing was). */
  refunded: string
  /** Issue 31: the promo code applied (as the shop stores it), or null. */
  promoCode: string | null
  /** Decimal string: what the code took off ("0.00" without one). */
  discount: string
  /** Decimal string: the part of `discount` taken off the shipping (a free-shipping code); null on orders placed before it was recorded (decision 78). */
  shippingDiscount: string | null
  /** Why a volunteer cancelled the order, when they said (shown to the buyer). */
  cancelReason: string | null
  /** Decimal string: the gift added at checkout ("0.00" when none; issue 27). */
  donation: string
  /** The processing fee was optional and the buyer chose to pay it: a contribution, not a charge. */
  feeIsContribution: boolean
  /** Issue 32: the buyer's "Note for the shop" from the checkout (at most 500 characters). */
  note: string | null
  /** Issue 32: shipped (out of town): when, with which carrier and tracking number, and the carrier's tracking page. */
  shippedAt: string | null
  carrier: Carrier | null
  trackingNumber: string | null
  trackingUrl: string | null
}

/**
 * One line of what was bought, as it stands now (cms/orders/orderAccount.ts: the one place that
 * works it out, read by every screen and e-mail).
 */
export type ApiOrderLine = {
  /** The order item's id (ApiOrderItem.id). */
  id: string
  productId: string | null
  productName: string
  size: Size | null
  /** Unit price paid, decimal string. */
  price: string
  /** Units bought. */
  ordered: number
  /** Units the buyer is not getting (refunded, returned or cancelled); never more than ordered. */
  refunded: number
  /** Units put back on sale (at most `refunded`, unless a unit came back on its own). */
  restocked: number
  /** Units still to hand over or ship: 0 once the order is fulfilled, cancelled or refunded in full. */
  toSend: number
  /** Money the refunds gave back for this line's units, decimal string ("0.00" when none). */
  refundedAmount: string
  /** Why, as the refunds (or the cancellation) that took units off this line said it. */
  reasons: string[]
}

/**
 * One money line of an order: what the buyer was charged for. Every reader lists them in this
 * order; later kinds (a donation, a discount) add lines here instead of new fields on each screen.
 */
export type ApiMoneyLine = {
  kind: 'subtotal' | 'shipping' | 'discount' | 'donation' | 'fee'
  /** As every screen and e-mail words it: "Subtotal", "Shipping", "Discount (RESCUE10)", "Donation", "Processing fee" (or "Help cover our card costs"). */
  label: string
  /** Decimal string; for a discount, what it took off (readers show it with a minus). */
  amount: string
}

/** What an order still asks of the people packing it. */
export type OrderFulfilment = 'pending' | 'to-send' | 'nothing-to-send' | 'shipped' | 'fulfilled' | 'cancelled' | 'refunded'

/** One refund line: units of an order line the refund was for. */
export type ApiRefundLine = {
  itemId: string
  productName: string
  size: Size | null
  quantity: number
  /** The units went back on sale. */
  restocked: boolean
  /** The part of the refund's amount that was for these units, decimal string. */
  amount: string
}

/**
 * An order's goods and money as they stand: per line what was ordered, refunded and put back;
 * per order what was paid, refunded and is left. For a demo order (`paymentTaken: false`) the
 * amounts are what a real payment would have been: no money moved, and every reader says
 * "Demo — no payment was taken" instead of paid or refunded.
 */
export type ApiOrderAccount = {
  paymentTaken: boolean
  lines: ApiOrderLine[]
  charges: ApiMoneyLine[]
  /** Decimal strings: the total charged, the refunds that did not fail, and what is left. */
  paid: string
  refunded: string
  remaining: string
  /** Oldest first, failed ones included (they no longer count). */
  refunds: ApiRefund[]
  fulfilment: OrderFulfilment
  /** Units still to hand over or ship (the sum of the lines' toSend). */
  unitsToSend: number
  /** Why the order was cancelled, when a volunteer said so. */
  cancelReason: string | null
}

export type ApiOrderWithItems = ApiOrder & { items: ApiOrderItem[]; account: ApiOrderAccount }

/**
 * Issue 27: what the receipt says about tax (shared/givingWording.ts contributionStatement, the
 * receipt e-mail's own words), as the order stands after its refunds; null for a demo order.
 */
export type ApiReceiptStatement = ContributionStatement

/** GET /api/account/orders/{id}: the buyer's order with its receipt statement. */
export type ApiBuyerOrder = ApiOrderWithItems & { receipt: ApiReceiptStatement | null }

/**
 * POST /api/orders: the order, for its buyer only (their session, or a guest's client secret),
 * with what the confirmation needs: the private link and where the receipt goes.
 */
export type ApiPlacedOrder = ApiOrder & {
  /** The private order page, `/orders/{id}?token=…` (issue 12): anyone holding it sees the order. */
  privatePath: string
  /** The address the receipt was queued for; null when the shop sends no e-mail. */
  receiptEmail: string | null
}

export type ApiRefund = {
  id: string
  /** Decimal string. */
  amount: string
  status: RefundStatus
  source: RefundSource
  reason: string | null
  createdAt: string
  /** Money that went (or is going) back: false for a failed or cancelled refund. */
  counts: boolean
  /** The order lines it was for; empty for money alone (a part of the price, a dashboard refund). */
  lines: ApiRefundLine[]
}

export type ApiAdminOrderItem = ApiOrderItem & {
  /** Units of the line already put back on sale by a refund or the cancellation. */
  restocked: number
}

/**
 * GET /api/admin/orders and GET /api/account/orders: a page of orders, newest first (`?limit=`
 * 1–200, default 50; `?cursor=` the previous page's `nextCursor`, null on the last page).
 */
export type ApiOrdersPage<T> = { orders: T[]; nextCursor: string | null }
export type ApiAdminOrdersPage = ApiOrdersPage<ApiAdminOrder>

export type ApiAdminOrder = Omit<ApiOrderWithItems, 'items'> & {
  items: ApiAdminOrderItem[]
  paymentIntentId: string
  userId: string | null
  fulfilledAt: string | null
  cancelledAt: string | null
  refunds: ApiRefund[]
}

/**
 * POST /api/admin/orders/{id}/refund. Without `amount`, everything not yet refunded. `items` names
 * the order lines the refund is for (units the buyer will not get, or sent back; `quantity`
 * defaults to every unit not refunded yet) and whether they go back on sale. The older forms stay:
 * `restock: true` is every unit not refunded yet, back on sale; `restockItems` is `items` with
 * `restock: true`.
 */
export type ApiRefundRequest = {
  amount?: string
  items?: { itemId: string; quantity?: number; restock?: boolean }[]
  restock?: boolean
  restockItems?: { itemId: string; quantity?: number }[]
  /** Shown to the buyer in the refund e-mail and on their order page. */
  reason?: string
}

/** POST /api/admin/orders/{id}/cancel (the body is optional). */
export type ApiCancelRequest = {
  /** Shown to the buyer in the cancellation e-mail and on their order page. */
  reason?: string
}

/** POST /api/admin/orders/{id}/notes: an administrator's internal note (never shown to the buyer). */
export type ApiOrderNoteRequest = { text: string }

/** An internal note as answered (201). */
export type ApiOrderNote = { id: string; orderId: string; text: string; author: string | null; createdAt: string }

/** One event of an order's timeline at /admin/orders, oldest first. */
export type ApiTimelineEvent = {
  /** When, ISO 8601 (the screen shows it in the shop's time zone). */
  at: string
  kind: 'paid' | 'stock' | 'buyer-note' | 'email' | 'status' | 'refund' | 'note'
  /** "Paid $31.41", "E-mail sent: Your order #… has shipped", "Marked shipped", "Note". */
  title: string
  /** What else there is to say: the units reserved, the outbox's reason a message failed, a note's text. */
  detail: string | null
  /** Who did it: an administrator's name; null for the shop itself (payment, outbox, webhooks). */
  actor: string | null
  /** Something went wrong here (an e-mail that failed, a refund that failed). */
  problem: boolean
}

/** GET /api/admin/orders/{id}/timeline */
export type ApiOrderTimeline = { orderId: string; timeZone: string; events: ApiTimelineEvent[] }

/** One period of the summary on /admin/orders (demo orders left out). */
export type ApiSalesPeriod = {
  /** "November 2026", "2026". */
  label: string
  orders: number
  /** Decimal string: what buyers paid for orders placed in the period (shipping and fee included). */
  sales: string
  /** Units sold in the period, less those put back on sale by refunds and cancellations. */
  units: number
  /** Decimal string: what promo codes took off orders placed in the period (issue 31). */
  discounts: string
  /** Decimal string: money refunded in the period. */
  refunded: string
  /** Demo orders placed in the period: left out of every figure above (they took no money). */
  demoOrders: number
  /** Issue 27, decimal strings: gifts and covered card fees of the period's orders, after their refunds (part of `sales`). */
  donations: string
  feeContributions: string
}

/** GET /api/admin/orders/summary: what the non-profit reports to its board. */
export type ApiOrdersSummary = { timeZone: string; month: ApiSalesPeriod; year: ApiSalesPeriod }

/** GET/PUT /api/settings/low-stock (administrators only). */
export type ApiLowStockSettings = { lowStockLevel: number }

export type ApiSavedCard = {
  id: string
  card: { brand: string; last4: string; exp_month: number; exp_year: number }
}

export type PaymentConfig =
  | { mode: 'stripe'; publishableKey: string }
  | { mode: 'demo'; publishableKey: null }

export type PaymentIntentAnswer = {
  clientSecret: string
  paymentIntentId: string
  /** What the server will charge, as decimal strings. */
  amounts: { subtotal: string; shipping: string; discount: string; donation: string; processingFee: string; total: string }
  /** The promo code applied (issue 31), or null. */
  promotion: { code: string; description: string } | null
}

/** GET/PUT /api/settings/giving (issue 27): everyone reads it, administrators change it. */
export type { GivingSettings as ApiGivingSettings } from './givingRules'

type ImageVariantList = { url: string; width: number }[]

/** GET /api/settings/hero-image */
export type ApiHeroImage = HeroImageSettings & { heroImageVariants: ImageVariantList }

/** GET /api/settings/impact */
export type ApiImpactSettings = ImpactSettings & { impactImageVariants: ImageVariantList }

/**
 * What the server hands the storefront's prerender (storefront/src/entry-server.tsx): the answers
 * a signed-out visitor's first screen would fetch. They travel to the browser inside the page.
 */
export type PrerenderData = {
  /** Demo payment mode shows its banner on every page, the first paint included. */
  paymentConfig: PaymentConfig
  products: ApiProduct[]
  text: TextSettings
  heroImage: ApiHeroImage
  impact: ApiImpactSettings
  footer: FooterSettings
  about: AboutSettings
}

/** The element of a prerendered page that holds the query cache as JSON. */
export const PRERENDER_STATE_ID = '__QUERY_STATE__'

export type { ImageRef }

/**
 * GET /api/orders/{id}?token=…: the order as its private link shows it to anyone holding the link
 * (no account). Without the buyer's e-mail and phone: a link may be forwarded.
 */
export type ApiPrivateOrder = Omit<ApiBuyerOrder, 'customerEmail' | 'customerPhone'>

/** POST /api/auth/reset-password: the browser that completed the reset is signed in as `user`. */
export type ResetPasswordAnswer = { message: string; user: ApiUser; redirectTo: '/' | '/admin/products' }

/** GET/PUT /api/settings/notifications (administrators only). */
export type ApiNotificationSettings = {
  /** As typed: one address per line; empty = every administrator. */
  orderNotificationEmails: string
  /** The "ready for you" e-mail of in-town orders marked fulfilled, as typed; empty = the built-in words. */
  readyMessage: string
  /** Who gets new-order notices now. */
  recipients: string[]
  /** Whether the shop sends e-mail at all (SMTP_URL set): without it buyers are told nothing, and the admin screens say so. */
  emailOn: boolean
}

/** GET /api/account/giving?year=2026 (issue 27): the donor's contributions of a calendar year, in the shop's time zone. */
export type ApiGivingStatement = {
  year: number
  timeZone: string
  organizationName: string
  /** "" when the shop has not given one. */
  ein: string
  /** Oldest first; each as it stands after its order's refunds. */
  contributions: {
    orderId: string
    /** As the screens write it, without "#". */
    orderNumber: string
    /** The shop's day, YYYY-MM-DD. */
    date: string
    /** Decimal string: the deductible contribution. */
    amount: string
    /** Decimal strings: what was paid for the order, and the value of the goods and services received for it. */
    payment: string
    goodsAndServices: string
  }[]
  /** Decimal string: the year's contributions together. */
  total: string
  /** Publication 1771's limit, as the year-end statement prints it. */
  disclosure: string
}
