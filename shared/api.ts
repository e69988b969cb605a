/**
 * The /api contract: what the server answers and what the storefront reads.
 * Both sides import these types, so a change here shows up as a type error on both.
 * Ids are strings on every database.
 */
import type { ImageRef } from './images'
import type { DeliveryMethod } from './money'
import type { OrderStatus } from './orderStatus'
import type { RefundSource, RefundStatus } from './refunds'
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
  /** Decimal string: the gift added at checkout ("0.00" when none; issue 27). */
  donation: string
  /** The processing fee was optional and the buyer chose to pay it: a contribution, not a charge. */
  feeIsContribution: boolean
}

export type ApiOrderWithItems = ApiOrder & { items: ApiOrderItem[] }

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
}

export type ApiAdminOrderItem = ApiOrderItem & {
  /** Units of the line already put back on sale by a refund or the cancellation. */
  restocked: number
}

export type ApiAdminOrder = Omit<ApiOrderWithItems, 'items'> & {
  items: ApiAdminOrderItem[]
  paymentIntentId: string
  userId: string | null
  fulfilledAt: string | null
  cancelledAt: string | null
  refunds: ApiRefund[]
}

/**
 * POST /api/admin/orders/{id}/refund. Without `amount`, everything not yet refunded. Units go back
 * on sale with `restock: true` (every unit not yet put back) or line by line with `restockItems`.
 */
export type ApiRefundRequest = {
  amount?: string
  restock?: boolean
  restockItems?: { itemId: string; quantity?: number }[]
  reason?: string
}

/** One period of the summary on /admin/orders (demo orders left out). */
export type ApiSalesPeriod = {
  /** "November 2026", "2026". */
  label: string
  orders: number
  /** Decimal string: what buyers paid for orders placed in the period (shipping and fee included). */
  sales: string
  /** Units sold in the period, less those put back on sale by refunds and cancellations. */
  units: number
  /** Decimal string: money refunded in the period. */
  refunded: string
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
  amounts: { subtotal: string; shipping: string; donation: string; processingFee: string; total: string }
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
export type ApiPrivateOrder = Omit<ApiOrderWithItems, 'customerEmail' | 'customerPhone'>

/** POST /api/auth/reset-password: the browser that completed the reset is signed in as `user`. */
export type ResetPasswordAnswer = { message: string; user: ApiUser; redirectTo: '/' | '/admin/products' }

/** GET/PUT /api/settings/notifications (administrators only). */
export type ApiNotificationSettings = {
  /** As typed: one address per line; empty = every administrator. */
  orderNotificationEmails: string
  /** Who gets new-order notices now. */
  recipients: string[]
}
