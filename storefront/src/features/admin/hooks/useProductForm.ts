import { type FormEvent, useEffect, useState } from 'react'

import { toast } from '@/lib/toast'
import { useFieldErrors } from '@/lib/useFieldErrors'

import { useCreateProduct } from '../api/createProduct'
import { useRegisterProductImage } from '../api/registerProductImage'
import { useUpdateProduct } from '../api/updateProduct'
import { errorDescription } from '../lib/errorDescription'
import {
  type EditableProduct,
  emptyProductForm,
  hasRequiredFields,
  isDirty,
  type ProductFormField,
  productFieldOrder,
  productFormErrors,
  productFormFrom,
  productInputFrom,
  productServerErrors,
  type ProductFormState,
  withCurrentStock,
} from '../lib/productForm'
import { saveWithToast } from '../lib/saveWithToast'
import { stockConflictCount, stockConflictCounts } from '../lib/stockConflict'
import { showProductCard } from '../lib/showProductCard'
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning'

/**
 * The product form's state and its saves: the values, the messages at the fields, unsaved edits
 * (with the warning before leaving), the image's registration, and a submit that checks the
 * server's rules first and, when a sale changed the stock meanwhile, shows the stored counts.
 */
export function useProductForm({ product, onClose, onDirtyChange }: { product?: EditableProduct; onClose: () => void; onDirtyChange?: (dirty: boolean) => void }) {
  const [opened] = useState(() => (product ? productFormFrom(product) : emptyProductForm()))
  const [form, setFormState] = useState(opened)
  const { errors, setErrors, showProblems, clearError } = useFieldErrors<ProductFormField>()
  const [finished, setFinished] = useState(false)
  const dirty = !finished && isDirty(form, opened)
  const blocker = useUnsavedChangesWarning(dirty)
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange])
  const create = useCreateProduct()
  const update = useUpdateProduct()
  const registerImage = useRegisterProductImage()

  /** An edit: the messages of the fields it touches go (a new size's stock has none yet). */
  function setForm(next: ProductFormState | ((prev: ProductFormState) => ProductFormState), ...edited: ProductFormField[]) {
    setFormState(next)
    clearError(...edited)
  }

  async function handleImage(uploadURL: string) {
    try {
      const { objectPath } = await registerImage.mutateAsync(uploadURL)
      setForm((prev) => ({ ...prev, image: objectPath, imageUploaded: true }), 'image')
    } catch (err) {
      toast({ title: 'Error uploading image', description: errorDescription(err), variant: 'destructive' })
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The server's own rules (shared/productRules.ts): each field shows its problem, the toast the first
    // (any required field missing is 'Please fill all required fields').
    const required = hasRequiredFields(form)
    const describe = (message: string) => (required ? message : 'Please fill all required fields')
    if (showProblems(event.currentTarget, productFormErrors(form), productFieldOrder(form), { describe })) return
    const input = productInputFrom(form)
    const creating = product ? null : create.mutateAsync(input)
    const saved = product
      ? await saveWithToast(
          update.mutateAsync({ id: product.id, input }),
          'Error updating product',
          { title: 'Product updated', description: `${input.name} has been saved.` },
          // Sold or restocked while the form was open: show the stored counts to start again from.
          (err) => {
            setErrors(productServerErrors(err))
            const current = stockConflictCounts(err)
            if (current) setForm((prev) => withCurrentStock(prev, current))
            const count = stockConflictCount(err)
            if (count !== undefined) setForm((prev) => ({ ...prev, count: count === null ? '' : String(count), countStartedFrom: count }))
          },
        )
      : await saveWithToast(
          creating!,
          'Error creating product',
          { title: 'Product created', description: `${input.name} is now in the shop.` },
          (err) => setErrors(productServerErrors(err)),
        )
    if (saved) {
      setFinished(true)
      onDirtyChange?.(false)
      onClose()
      showProductCard(product ? product.id : (await creating!).id)
    }
  }

  return {
    form,
    errors,
    setForm,
    blocker,
    saving: create.isPending || update.isPending,
    imageBusy: registerImage.isPending,
    handleImage,
    handleSubmit,
  }
}
