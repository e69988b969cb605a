import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiProduct } from '@shared/api'
import type { Size } from '@shared/sizes'

import { apiFetch } from '@/lib/apiClient'

import { storeProduct } from '../lib/productCache'

/** Spec §7 body of POST /api/products and PUT /api/products/{id}. */
export type ProductInput = {
  name: string
  description: string
  /** Dollars as typed, e.g. "25" or "25.00"; the server checks it. */
  price: string
  /** The objectPath of a registered product image. */
  image: string
  sizes: Size[]
  sizeInventory: Partial<Record<Size, number>>
  /** Editing: the counts the form started from (compare-and-set, issue 10). */
  expectedSizeInventory?: Partial<Record<Size, number>>
  /** Without sizes: units on hand, null = not counted (issue 13). */
  stock?: number | null
  /** Editing without sizes: the count the form started from (compare-and-set). */
  expectedStock?: number | null
}

export function createProduct(input: ProductInput): Promise<ApiProduct> {
  return apiFetch<ApiProduct>('POST', '/api/products', input)
}

export function useCreateProduct() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createProduct, onSuccess: (product) => storeProduct(queryClient, product) })
}
