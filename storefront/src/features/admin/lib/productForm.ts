import type { ApiAdminProduct, ApiProduct } from '@shared/api'
import type { FieldErrors } from '@shared/fieldErrors'
import { productInputSchema, type ProductRequest } from '@shared/productRules'
import { isSize, type Size, sortSizes } from '@shared/sizes'

import { apiFieldErrors } from '@/lib/apiFieldErrors'

import { parseStockCount } from './parseStockCount'
import { countAfterConflict, startingCounts, type StockCounts } from './stockConflict'

/** The Add/Edit Product form. Stock counts stay as typed until the form is sent. */
export type ProductFormState = {
  name: string
  description: string
  price: string
  /** Issue 27: what the item is worth when it sells above it, as typed; '' = worth its price. */
  fairMarketValue: string
  /** objectPath of the product image; null until one is uploaded. */
  image: string | null
  /** True once an image was uploaded in this form (shows 'Image uploaded ✓'). */
  imageUploaded: boolean
  sizes: Size[]
  stock: Partial<Record<Size, string>>
  /**
   * Edit mode: the counts the form was opened with (or last refreshed to). The server writes a
   * count only while it is still this one, so a sale made meanwhile is never undone (issue 10).
   */
  startedFrom: StockCounts | null
  /** Units of a product without sizes as typed; '' = not counted (issue 13). */
  count: string
  /** Edit mode: the count the form was opened with (compare-and-set, like the sizes). */
  countStartedFrom: number | null
}

/**
 * A new product's price starts empty (the spec's default '0' read as a price already set, and '0'
 * is refused anyway: at least $0.50): decision 34.
 */
export function emptyProductForm(): ProductFormState {
  return { name: '', description: '', price: '', fairMarketValue: '', image: null, imageUploaded: false, sizes: [], stock: {}, startedFrom: null, count: '', countStartedFrom: null }
}

/** A product the form edits: the admin list's, with its fair market value (issue 27). */
export type EditableProduct = ApiProduct & Partial<Pick<ApiAdminProduct, 'fairMarketValue'>>

/** Edit mode pre-fills every field, sizes and inventory included. */
export function productFormFrom(product: EditableProduct): ProductFormState {
  return {
    name: product.name,
    description: product.description ?? '',
    price: product.price,
    fairMarketValue: product.fairMarketValue ?? '',
    image: product.image,
    imageUploaded: false,
    sizes: sortSizes(product.sizes),
    stock: Object.fromEntries(product.sizes.map((size) => [size, String(product.sizeInventory[size] ?? 0)])),
    startedFrom: startingCounts(product),
    count: product.stock === null ? '' : String(product.stock),
    countStartedFrom: product.stock,
  }
}

/**
 * After a 409 (the stock changed while the form was open): the form starts from the stored counts
 * and shows them where they changed; the other counts and fields keep what was typed. Sizes that
 * are gone leave the form, sizes someone else added join it; sizes this editor added or removed
 * stay as they chose.
 */
export function withCurrentStock(form: ProductFormState, current: StockCounts): ProductFormState {
  const startedFrom = form.startedFrom ?? {}
  const kept = form.sizes.filter((size) => !(size in startedFrom) || size in current)
  const appeared = (Object.keys(current) as Size[]).filter((size) => !(size in startedFrom))
  const sizes = sortSizes([...new Set([...kept, ...appeared])])
  const stock = Object.fromEntries(sizes.map((size) => [size, size in current ? countAfterConflict(size, form.stock[size], startedFrom, current) : (form.stock[size] ?? '0')]))
  return { ...form, sizes, stock, startedFrom: current }
}

/** Selecting a size adds it with stock 0; deselecting removes its stock entry. */
export function toggleSize(form: ProductFormState, size: Size, selected: boolean): ProductFormState {
  if (selected) {
    if (form.sizes.includes(size)) return form
    return { ...form, sizes: sortSizes([...form.sizes, size]), stock: { ...form.stock, [size]: '0' } }
  }
  const stock = { ...form.stock }
  delete stock[size]
  return { ...form, sizes: form.sizes.filter((s) => s !== size), stock }
}

/** Name, price and image are required. */
export function hasRequiredFields(form: ProductFormState): boolean {
  return form.name.trim() !== '' && form.price.trim() !== '' && Boolean(form.image)
}

/**
 * The form's fields as its messages name them: a size's stock is `stock.M`, the count of a
 * product without sizes is `count`.
 */
export type ProductFormField = 'name' | 'description' | 'price' | 'fairMarketValue' | 'image' | 'sizes' | 'count' | `stock.${Size}`

/** The fields in the order the form shows them: the first with a problem is named in the toast and focused. */
export function productFieldOrder(form: Pick<ProductFormState, 'sizes'>): ProductFormField[] {
  return ['name', 'description', 'price', 'fairMarketValue', 'image', 'sizes', ...form.sizes.map((size) => `stock.${size}` as const), 'count']
}

/**
 * What the product rules (shared/productRules.ts, the server's own) say about the form, one
 * message per field: the $0.50 minimum price (issue 17) and the required fields included.
 */
export function productFormErrors(form: ProductFormState): FieldErrors<ProductFormField> {
  const result = productInputSchema.safeParse(productInputFrom(form))
  return result.success ? {} : errorsAtFields(result.error.issues.map((issue) => [issue.path, issue.message]))
}

/** The field problems the server listed when it refused a save, at the form's fields. */
export function productServerErrors(error: unknown): FieldErrors<ProductFormField> {
  return errorsAtFields(Object.entries(apiFieldErrors(error)).map(([path, message]) => [path.split('.'), message]))
}

function errorsAtFields(problems: [readonly PropertyKey[], string][]): FieldErrors<ProductFormField> {
  const errors: FieldErrors<ProductFormField> = {}
  for (const [path, message] of problems) {
    const field = productFormFieldOf(path)
    if (field && errors[field] === undefined) errors[field] = message
  }
  return errors
}

/** Where a request field's problem shows on the form; null for what it does not show (the counts it started from). */
function productFormFieldOf([head, size]: readonly PropertyKey[]): ProductFormField | null {
  if (head === 'name' || head === 'description' || head === 'price' || head === 'fairMarketValue' || head === 'image' || head === 'sizes') return head
  if (head === 'stock') return 'count'
  if (head === 'sizeInventory' && isSize(size)) return `stock.${size}`
  return null
}

/** The count typed for a product without sizes: null = not counted. */
export function countOf(form: Pick<ProductFormState, 'count'>): number | null {
  return form.count.trim() === '' ? null : parseStockCount(form.count)
}

/** The request body (shared/productRules.ts checks it). */
export function productInputFrom(form: ProductFormState): ProductRequest {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    price: form.price.trim(),
    // Empty = worth its price (the server stores none).
    fairMarketValue: form.fairMarketValue.trim(),
    image: form.image ?? '',
    sizes: form.sizes,
    sizeInventory: Object.fromEntries(form.sizes.map((size) => [size, parseStockCount(form.stock[size] ?? '0')])),
    ...(form.startedFrom ? { expectedSizeInventory: form.startedFrom } : {}),
    ...(form.sizes.length === 0 ? { stock: countOf(form) } : {}),
    ...(form.startedFrom && form.sizes.length === 0 ? { expectedStock: form.countStartedFrom } : {}),
  }
}

/** True when the form holds something the editor would lose by closing it. */
export function isDirty(form: ProductFormState, opened: ProductFormState): boolean {
  const keys = ['name', 'description', 'price', 'fairMarketValue', 'image', 'count'] as const
  if (keys.some((key) => form[key] !== opened[key])) return true
  if (form.sizes.join() !== opened.sizes.join()) return true
  return form.sizes.some((size) => (form.stock[size] ?? '') !== (opened.stock[size] ?? ''))
}
