import type { ApiProduct } from '@shared/api'
import { PRODUCT_IMAGE_MAX_BYTES } from '@shared/images'
import { SIZE_OPTIONS } from '@shared/sizes'
import { CheckCircle2 } from 'lucide-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import { Field } from '@/components/Field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/toast'
import { useFieldErrors } from '@/lib/useFieldErrors'

import { useCreateProduct } from '../api/createProduct'
import { useRegisterProductImage } from '../api/registerProductImage'
import { useUpdateProduct } from '../api/updateProduct'
import { errorDescription } from '../lib/errorDescription'
import {
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
  toggleSize,
  withCurrentStock,
} from '../lib/productForm'
import { stockConflictCount, stockConflictCounts } from '../lib/stockConflict'
import { useUnsavedChangesWarning } from '../hooks/useUnsavedChangesWarning'
import { UnsavedChangesDialog } from './UnsavedChangesDialog'
import { parseStockCount } from '../lib/parseStockCount'
import { saveWithToast } from '../lib/saveWithToast'
import { ImageUploadButton } from './ImageUploadButton'

const PRODUCT_IMAGE_NOTE = 'One image, up to 5MB. Square photos look best in the shop.'

type ProductFormProps = {
  /** The product being edited; none to add a new one. */
  product?: ApiProduct
  /** Saved or cancelled: the form closes and resets. */
  onClose: () => void
  /** Told whether the form holds unsaved edits (the dashboard asks before replacing it). */
  onDirtyChange?: (dirty: boolean) => void
}

/** 'Add New Product' / 'Edit Product' form. */
export function ProductForm({ product, onClose, onDirtyChange }: ProductFormProps) {
  const editing = Boolean(product)
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
  const titleRef = useRef<HTMLHeadingElement>(null)
  const ids = useId()
  const saving = create.isPending || update.isPending

  /** An edit: the messages of the fields it touches go (a new size's stock has none yet). */
  function setForm(next: ProductFormState | ((prev: ProductFormState) => ProductFormState), ...edited: ProductFormField[]) {
    setFormState(next)
    clearError(...edited)
  }

  // Opening the form (also from a card far down the list) brings it into view and focus.
  useEffect(() => {
    titleRef.current?.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
    titleRef.current?.focus({ preventScroll: true })
  }, [])

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
          create.mutateAsync(input),
          'Error creating product',
          { title: 'Product created', description: `${input.name} is now in the shop.` },
          (err) => setErrors(productServerErrors(err)),
        )
    if (saved) {
      setFinished(true)
      onDirtyChange?.(false)
      onClose()
    }
  }

  return (
    <Card className="scroll-mt-24 border-ocean/30 shadow-md">
      <CardHeader>
        <CardTitle ref={titleRef} tabIndex={-1} className="text-xl outline-none">
          {editing ? 'Edit Product' : 'Add New Product'}
        </CardTitle>
        <p className="text-sm text-muted-foreground">Fields marked * are required.</p>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit} className="grid gap-6">
          <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
            <div className="grid content-start gap-4">
              <Field label="Product Name *" name="name" value={form.name} error={errors.name} onChange={(e) => setForm({ ...form, name: e.target.value }, 'name')} />
              <Field
                multiline
                label="Description"
                name="description"
                rows={3}
                value={form.description}
                error={errors.description}
                onChange={(e) => setForm({ ...form, description: e.target.value }, 'description')}
              />
              <Field
                label="Price ($) *"
                name="price"
                type="number"
                inputMode="decimal"
                min={0.5}
                step={0.01}
                value={form.price}
                error={errors.price}
                onChange={(e) => setForm({ ...form, price: e.target.value }, 'price')}
                className="max-w-40"
              />
            </div>
            <div role="group" aria-labelledby={`${ids}-image`} aria-describedby={errors.image ? `${ids}-image-error` : undefined} className="grid content-start gap-3">
              <span id={`${ids}-image`} className="text-sm font-medium leading-none">
                Product Image *
              </span>
              {form.image ? (
                <img src={form.image} alt="Product image preview" className="aspect-square w-full max-w-64 rounded-lg border border-border object-cover" />
              ) : (
                <div className="flex aspect-square w-full max-w-64 items-center justify-center rounded-lg border border-dashed border-input bg-muted p-4 text-center text-sm text-muted-foreground">
                  No image yet
                </div>
              )}
              <ImageUploadButton
                label={form.image ? 'Change Image' : 'Upload Image'}
                maxFileSize={PRODUCT_IMAGE_MAX_BYTES}
                note={PRODUCT_IMAGE_NOTE}
                busy={registerImage.isPending}
                onUploaded={(url) => void handleImage(url)}
                name="image"
                describedBy={errors.image ? `${ids}-image-error` : undefined}
                className="max-w-64"
              />
              {errors.image && (
                <p id={`${ids}-image-error`} className="text-sm font-medium text-destructive">
                  {errors.image}
                </p>
              )}
              {form.imageUploaded && (
                <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-success">
                  <CheckCircle2 aria-hidden="true" className="size-4" />
                  Image uploaded ✓
                </p>
              )}
            </div>
          </div>

          <fieldset className="grid gap-3" aria-describedby={errors.sizes ? `${ids}-sizes-error` : undefined}>
            <legend className="text-sm font-medium">Sizes</legend>
            <p className="-mt-1 text-xs text-muted-foreground">Leave all unticked for a product without sizes, like a sticker.</p>
            <div className="flex flex-wrap gap-2">
              {SIZE_OPTIONS.map((size) => (
                <label
                  key={size}
                  className="flex h-11 min-w-16 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-3 text-sm font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                >
                  <Checkbox checked={form.sizes.includes(size)} onChange={(e) => setForm(toggleSize(form, size, e.target.checked), 'sizes', `stock.${size}`)} />
                  {size}
                </label>
              ))}
            </div>
            {errors.sizes && (
              <p id={`${ids}-sizes-error`} className="text-sm font-medium text-destructive">
                {errors.sizes}
              </p>
            )}
          </fieldset>

          {form.sizes.length > 0 && (
            <fieldset className="grid gap-3">
              <legend className="text-sm font-medium">Inventory by Size *</legend>
              <div className="grid grid-cols-3 gap-3 sm:grid-cols-5">
                {form.sizes.map((size) => {
                  const error = errors[`stock.${size}`]
                  return (
                    <div key={size} className="grid content-start gap-1">
                      <label htmlFor={`${ids}-stock-${size}`} className="text-xs font-semibold">
                        <span className="sr-only">Stock for size </span>
                        {size}
                      </label>
                      <Input
                        id={`${ids}-stock-${size}`}
                        name={`stock.${size}`}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${ids}-stock-${size}-error` : undefined}
                        value={form.stock[size] ?? ''}
                        onChange={(e) => setForm({ ...form, stock: { ...form.stock, [size]: e.target.value } }, `stock.${size}`)}
                        onBlur={(e) => setForm({ ...form, stock: { ...form.stock, [size]: String(parseStockCount(e.target.value)) } })}
                        className="tabular-nums aria-invalid:border-destructive"
                      />
                      {error && (
                        <p id={`${ids}-stock-${size}-error`} className="text-xs font-medium text-destructive">
                          {error}
                        </p>
                      )}
                    </div>
                  )
                })}
              </div>
            </fieldset>
          )}

          {form.sizes.length === 0 && (
            <Field
              label="Stock"
              name="count"
              description="Units on hand of this product without sizes. Leave empty if you do not count them (it never sells out)."
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="Not counted"
              value={form.count}
              error={errors.count}
              onChange={(e) => setForm({ ...form, count: e.target.value }, 'count')}
              onBlur={(e) => setForm({ ...form, count: e.target.value.trim() === '' ? '' : String(parseStockCount(e.target.value)) })}
              className="max-w-40 tabular-nums"
            />
          )}

          <UnsavedChangesDialog
            open={blocker.state === 'blocked'}
            action="Leave this page"
            onStay={blocker.reset}
            onDiscard={blocker.proceed}
          />

          <div className="flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row">
            <Button variant="outline" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving || registerImage.isPending}>
              {saving ? 'Saving...' : editing ? 'Update Product' : 'Create Product'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
