import { useMutation } from '@tanstack/react-query'

import { apiFetch } from '@/lib/apiClient'

/** Upload flow, last step for products: the uploaded file becomes a product image. */
export function registerProductImage(uploadURL: string): Promise<{ objectPath: string }> {
  return apiFetch<{ objectPath: string }>('PUT', '/api/product-images', { imageURL: uploadURL })
}

export function useRegisterProductImage() {
  return useMutation({ mutationFn: registerProductImage })
}
