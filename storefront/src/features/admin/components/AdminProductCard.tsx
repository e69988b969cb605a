import type { ApiAdminProduct } from '@shared/api'
import { formatPrice } from '@shared/money'
import { Boxes, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'

import { Thumbnail } from '@/components/Thumbnail'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import { useDeleteProduct } from '../api/deleteProduct'
import { useSetProductHidden } from '../api/setProductHidden'
import { focusAfterCardLeaves } from '../lib/focusAfterCardLeaves'
import { saveWithToast } from '../lib/saveWithToast'
import { InventoryEditor } from './InventoryEditor'
import { RestockWaiting } from './RestockWaiting'
import { StockHistory } from './StockHistory'
import { StockList } from './StockList'

type AdminProductCardProps = { product: ApiAdminProduct; onEdit: (product: ApiAdminProduct) => void; priority?: boolean; lowLevel?: number | null }

/**
 * Image, name, description, price, Edit Product, stock per size with inline Update
 * Inventory; issue 13: the count of a product without sizes, low counts highlighted; issue 17:
 * hide/show again and delete (with confirmation); issue 32: shoppers waiting for a sold-out size,
 * and the product's stock history.
 */
export function AdminProductCard({ product, onEdit, priority = false, lowLevel = null }: AdminProductCardProps) {
  const [editingStock, setEditingStock] = useState(false)
  const stockButton = useRef<HTMLButtonElement>(null)
  const nameId = useId()
  const sized = product.sizes.length > 0
  const setHidden = useSetProductHidden()
  const remove = useDeleteProduct()

  async function toggleHidden() {
    const hidden = !product.hidden
    await saveWithToast(setHidden.mutateAsync({ id: product.id, hidden }), 'Error updating product', {
      title: hidden ? 'Product hidden' : 'Product shown',
      description: hidden ? `${product.name} is no longer in the shop. Orders keep it.` : `${product.name} is back in the shop.`,
    })
  }

  async function deleteIt() {
    const refocus = focusAfterCardLeaves(document.getElementById(nameId), '[data-product-id]')
    const deleted = await saveWithToast(remove.mutateAsync(product.id), 'Error deleting product', {
      title: 'Product deleted',
      description: `${product.name} has been deleted. Past orders keep their own copy.`,
    })
    if (deleted) refocus()
  }

  return (
    <article
      aria-labelledby={nameId}
      data-product-id={product.id}
      tabIndex={-1}
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
        product.hidden && 'border-dashed bg-muted/40',
      )}
    >
      <div className="flex gap-4 p-4">
        <Thumbnail
          src={product.image}
          variants={product.imageVariants}
          size={96}
          priority={priority}
          className="size-24 shrink-0 rounded-lg border border-border object-cover"
        />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="font-semibold leading-snug">
            {product.name}
          </h3>
          {product.hidden && (
            <p className="mt-1 inline-flex items-center gap-1 rounded bg-secondary px-1.5 py-0.5 text-xs font-semibold text-secondary-foreground">
              <EyeOff aria-hidden="true" className="size-3.5" />
              Hidden from the shop
            </p>
          )}
          <p className="mt-0.5 font-bold text-primary">{formatPrice(product.price)}</p>
          {product.description && <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{product.description}</p>}
        </div>
      </div>
      <div className="mt-auto grid gap-3 border-t border-border p-4">
        {sized ? (
          editingStock ? (
            <InventoryEditor
              product={product}
              onDone={() => {
                setEditingStock(false)
                // Back on the button that opened it (it is drawn again), not at the top of the page.
                requestAnimationFrame(() => stockButton.current?.focus())
              }}
            />
          ) : (
            <>
              <StockList product={product} lowLevel={lowLevel} />
              <Button ref={stockButton} variant="outline" size="sm" className="justify-self-start" onClick={() => setEditingStock(true)} aria-describedby={nameId}>
                <Boxes aria-hidden="true" />
                Update Inventory
              </Button>
            </>
          )
        ) : (
          <div className="grid gap-1">
            <p className="text-sm text-muted-foreground">No size options</p>
            <UnsizedStock count={product.stock} lowLevel={lowLevel} />
          </div>
        )}
        <RestockWaiting waiting={product.restockWaiting ?? []} />
        <StockHistory productId={product.id} describedBy={nameId} />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => onEdit(product)} aria-describedby={nameId}>
            <Pencil aria-hidden="true" />
            Edit Product
          </Button>
          <Button variant="outline" size="sm" onClick={() => void toggleHidden()} busy={setHidden.isPending} aria-describedby={nameId}>
            {product.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
            {product.hidden ? 'Show in Shop' : 'Hide'}
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" busy={remove.isPending} aria-describedby={nameId}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            }
            title={`Delete ${product.name}?`}
            description="It leaves the shop and every cart for good; past orders keep their own copy. To take it off sale for a while, hide it instead."
            cancelLabel="Keep Product"
            confirmLabel="Delete Product"
            onConfirm={() => void deleteIt()}
          />
        </div>
      </div>
    </article>
  )
}

/** The count of a product without sizes: "Not counted", or the units (0 and low counts stand out). */
function UnsizedStock({ count, lowLevel }: { count: number | null; lowLevel: number | null }) {
  if (count === null) return <p className="text-sm">Stock: not counted</p>
  const low = count > 0 && lowLevel !== null && count <= lowLevel
  return (
    <p
      className={cn(
        'justify-self-start rounded-lg border px-2.5 py-1 text-sm tabular-nums',
        count === 0 ? 'border-destructive/40 bg-destructive/10 text-destructive' : low ? 'border-amber-600/50 bg-amber-50 text-amber-900' : 'border-border bg-muted/60',
      )}
    >
      Stock: {count}
      {count === 0 ? ' (out of stock)' : low ? ' (low)' : ''}
    </p>
  )
}
