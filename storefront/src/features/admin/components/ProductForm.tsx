import { useEffect, useRef } from 'react'

import { Field } from '@/components/Field'
import { FieldsReadOnly } from '@/components/FieldsReadOnly'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

import { useProductForm } from '../hooks/useProductForm'
import { type EditableProduct, toggleSize } from '../lib/productForm'
import { parseStockCount } from '../lib/parseStockCount'
import { ProductImageField } from './ProductImageField'
import { ProductSizesField } from './ProductSizesField'
import { SizeStockFields } from './SizeStockFields'
import { UnsavedChangesDialog } from './UnsavedChangesDialog'

type ProductFormProps = {
  /** The product being edited; none to add a new one. */
  product?: EditableProduct
  /** Saved or cancelled: the form closes and resets. */
  onClose: () => void
  /** Told whether the form holds unsaved edits (the dashboard asks before replacing it). */
  onDirtyChange?: (dirty: boolean) => void
}

/** 'Add New Product' / 'Edit Product' form: its fields laid out; state and saves in useProductForm. */
export function ProductForm({ product, onClose, onDirtyChange }: ProductFormProps) {
  const { form, errors, setForm, blocker, saving, imageBusy, handleImage, handleSubmit } = useProductForm({ product, onClose, onDirtyChange })
  const titleRef = useRef<HTMLHeadingElement>(null)

  // Opening the form (also from a card far down the list) brings it into view and focus.
  useEffect(() => {
    titleRef.current?.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
    titleRef.current?.focus({ preventScroll: true })
  }, [])

  return (
    <Card className="scroll-mt-24 border-ocean/30 shadow-md">
      <CardHeader>
        <CardTitle ref={titleRef} tabIndex={-1} className="text-xl outline-none">
          {product ? 'Edit Product' : 'Add New Product'}
        </CardTitle>
        <p className="text-sm text-muted-foreground">Fields marked * are required.</p>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit} className="grid gap-6">
          <FieldsReadOnly when={saving}>
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
                <Field
                  label="Fair market value ($)"
                  name="fairMarketValue"
                  description="Only for an item sold above what it is worth (a $50 gala shirt worth $15): its receipts count the difference as a tax-deductible gift. Leave empty when it sells at its value."
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  placeholder="Same as price"
                  value={form.fairMarketValue}
                  error={errors.fairMarketValue}
                  onChange={(e) => setForm({ ...form, fairMarketValue: e.target.value }, 'fairMarketValue')}
                  className="max-w-40"
                />
              </div>
              <ProductImageField image={form.image} uploaded={form.imageUploaded} error={errors.image} busy={imageBusy} onUploaded={(url) => void handleImage(url)} />
            </div>

            <ProductSizesField sizes={form.sizes} error={errors.sizes} onToggle={(size, checked) => setForm(toggleSize(form, size, checked), 'sizes', `stock.${size}`)} />

            {form.sizes.length > 0 ? (
              <SizeStockFields
                sizes={form.sizes}
                stock={form.stock}
                errorOf={(size) => errors[`stock.${size}`]}
                onChange={(size, value) => setForm({ ...form, stock: { ...form.stock, [size]: value } }, `stock.${size}`)}
                onSettle={(size, value) => setForm({ ...form, stock: { ...form.stock, [size]: value } })}
              />
            ) : (
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
          </FieldsReadOnly>

          <UnsavedChangesDialog open={blocker.state === 'blocked'} action="Leave this page" onStay={blocker.reset} onDiscard={blocker.proceed} />

          <div className="flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row">
            <Button variant="outline" onClick={onClose} busy={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={imageBusy} busy={saving}>
              {saving ? 'Saving...' : product ? 'Update Product' : 'Create Product'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
