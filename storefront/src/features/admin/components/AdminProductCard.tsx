import type { ApiProduct } from '@shared/api'
import { formatPrice } from '@shared/money'
import { Boxes, Pencil } from 'lucide-react'
import { useId, useState } from 'react'

import { ResponsiveImage } from '@/components/ResponsiveImage'
import { Button } from '@/components/ui/button'

import { InventoryEditor } from './InventoryEditor'
import { StockList } from './StockList'

type AdminProductCardProps = { product: ApiProduct; onEdit: (product: ApiProduct) => void; priority?: boolean }

/** Spec §2: image, name, description, price, Edit Product, stock per size with inline Update Inventory. */
export function AdminProductCard({ product, onEdit, priority = false }: AdminProductCardProps) {
  const [editingStock, setEditingStock] = useState(false)
  const nameId = useId()
  const sized = product.sizes.length > 0

  return (
    <article aria-labelledby={nameId} className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <div className="flex gap-4 p-4">
        <ResponsiveImage
          src={product.image}
          variants={product.imageVariants}
          alt=""
          sizes="96px"
          width={96}
          height={96}
          priority={priority}
          className="size-24 shrink-0 rounded-lg border border-border object-cover"
        />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="font-semibold leading-snug">
            {product.name}
          </h3>
          <p className="mt-0.5 font-bold text-primary">{formatPrice(product.price)}</p>
          {product.description && <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{product.description}</p>}
        </div>
      </div>
      <div className="mt-auto grid gap-3 border-t border-border p-4">
        {sized ? (
          editingStock ? (
            <InventoryEditor product={product} onDone={() => setEditingStock(false)} />
          ) : (
            <>
              <StockList product={product} />
              <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setEditingStock(true)} aria-describedby={nameId}>
                <Boxes aria-hidden="true" />
                Update Inventory
              </Button>
            </>
          )
        ) : (
          <p className="text-sm text-muted-foreground">No size options</p>
        )}
        <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => onEdit(product)} aria-describedby={nameId}>
          <Pencil aria-hidden="true" />
          Edit Product
        </Button>
      </div>
    </article>
  )
}
