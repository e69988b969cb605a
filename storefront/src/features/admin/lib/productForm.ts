import type { ApiProduct } from '@shared/api'
import { type Size, sortSizes } from '@shared/sizes'

import type { ProductInput } from '../api/createProduct'
import { parseStockCount } from './parseStockCount'

/** The Add/Edit Product form (spec §2, §4). Stock counts stay as typed until the form is sent. */
export type ProductFormState = {
  name: string
  description: string
  price: string
  /** objectPath of the product image; null until one is uploaded. */
  image: string | null
  /** True once an image was uploaded in this form (shows 'Image uploaded ✓'). */
  imageUploaded: boolean
  sizes: Size[]
  stock: Partial<Record<Size, string>>
}

/** Spec §9: the default price is '0'. */
export function emptyProductForm(): ProductFormState {
  return { name: '', description: '', price: '0', image: null, imageUploaded: false, sizes: [], stock: {} }
}

/** Edit mode pre-fills every field, sizes and inventory included (spec §4). */
export function productFormFrom(product: ApiProduct): ProductFormState {
  return {
    name: product.name,
    description: product.description ?? '',
    price: product.price,
    image: product.image,
    imageUploaded: false,
    sizes: sortSizes(product.sizes),
    stock: Object.fromEntries(product.sizes.map((size) => [size, String(product.sizeInventory[size] ?? 0)])),
  }
}

/** Spec §4: selecting a size adds it with stock 0; deselecting removes its stock entry. */
export function toggleSize(form: ProductFormState, size: Size, selected: boolean): ProductFormState {
  if (selected) {
    if (form.sizes.includes(size)) return form
    return { ...form, sizes: sortSizes([...form.sizes, size]), stock: { ...form.stock, [size]: '0' } }
  }
  const stock = { ...form.stock }
  delete stock[size]
  return { ...form, sizes: form.sizes.filter((s) => s !== size), stock }
}

/** Spec §5: name, price and image are required. */
export function hasRequiredFields(form: ProductFormState): boolean {
  return form.name.trim() !== '' && form.price.trim() !== '' && Boolean(form.image)
}

/** The request body; call only when hasRequiredFields. */
export function productInputFrom(form: ProductFormState): ProductInput {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    price: form.price.trim(),
    image: form.image ?? '',
    sizes: form.sizes,
    sizeInventory: Object.fromEntries(form.sizes.map((size) => [size, parseStockCount(form.stock[size] ?? '0')])),
  }
}
