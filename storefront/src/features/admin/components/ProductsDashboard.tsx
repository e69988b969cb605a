import type { ApiAdminProduct } from '@shared/api'
import { ClipboardList, FileText, HandHeart, Info, PanelBottom, Plus, TicketPercent } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'

import { useAdminProducts } from '../api/getAdminProducts'
import { useLowStockLevel } from '../api/lowStockLevel'
import { AdminPage } from './AdminPage'
import { AdminProductCard } from './AdminProductCard'
import { HeroImageCard } from './HeroImageCard'
import { LoadError } from './LoadError'
import { LowStockLevelCard } from './LowStockLevelCard'
import { ProductForm } from './ProductForm'
import { UnsavedChangesDialog } from './UnsavedChangesDialog'

type OpenForm = { mode: 'add'; key: number } | { mode: 'edit'; key: number; product: ApiAdminProduct }
type FormState = { mode: 'closed' } | OpenForm

const SITE_LINKS = [
  { to: '/admin/orders', label: 'Orders', icon: ClipboardList },
  { to: '/admin/promotions', label: 'Promo codes', icon: TicketPercent },
  { to: '/admin/text', label: 'Edit Site Text', icon: FileText },
  { to: '/admin/footer', label: 'Edit Footer', icon: PanelBottom },
  { to: '/admin/about', label: 'Edit About Page', icon: Info },
  { to: '/admin/giving', label: 'Giving', icon: HandHeart },
]

/** /admin/products: links, hero image card, the product form and the product cards. */
export function ProductsDashboard() {
  const products = useAdminProducts()
  const lowLevel = useLowStockLevel().data?.lowStockLevel ?? null
  const [form, setForm] = useState<FormState>({ mode: 'closed' })
  const [opened, setOpened] = useState(0)
  const [dirty, setDirty] = useState(false)
  // Opening another form while this one has unsaved edits waits for the editor's answer (issue 17).
  const [waiting, setWaiting] = useState<{ next: FormState; action: string } | null>(null)

  function replaceForm(next: FormState, action: string) {
    if (dirty) return setWaiting({ next, action })
    setDirty(false)
    setForm(next)
  }

  function toggleAdd() {
    if (form.mode === 'add') return replaceForm({ mode: 'closed' }, 'Close the form')
    setOpened(opened + 1)
    replaceForm({ mode: 'add', key: opened + 1 }, 'Add a new product instead')
  }

  function edit(product: ApiAdminProduct) {
    if (form.mode === 'edit' && form.product.id === product.id) return
    setOpened(opened + 1)
    replaceForm({ mode: 'edit', key: opened + 1, product }, `Edit ${product.name} instead`)
  }

  return (
    <AdminPage
      title="Manage Products"
      description="Products, stock and the homepage image. Changes show in the shop at once."
      links={SITE_LINKS.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <Button asChild variant="outline" size="sm">
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </Button>
        </li>
      ))}
    >
      <div className="grid gap-8">
        <HeroImageCard />
        <LowStockLevelCard />

        <section aria-labelledby="products-heading" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="products-heading" className="text-2xl font-bold tracking-tight">
              Products{products.data ? ` (${products.data.length})` : ''}
            </h2>
            <Button onClick={toggleAdd} aria-expanded={form.mode === 'add'}>
              <Plus aria-hidden="true" />
              Add Product
            </Button>
          </div>

          {form.mode !== 'closed' && (
            <ProductForm
              key={form.key}
              product={form.mode === 'edit' ? form.product : undefined}
              onDirtyChange={setDirty}
              onClose={() => {
                setDirty(false)
                setForm({ mode: 'closed' })
              }}
            />
          )}
          <UnsavedChangesDialog
            open={waiting !== null}
            action={waiting?.action ?? ''}
            onStay={() => setWaiting(null)}
            onDiscard={() => {
              if (waiting) setForm(waiting.next)
              setDirty(false)
              setWaiting(null)
            }}
          />

          {products.isPending ? (
            <div role="status" aria-label="Loading products" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-56 rounded-xl" />
              ))}
            </div>
          ) : products.isError ? (
            <LoadError what="products" query={products} />
          ) : products.data.length === 0 ? (
            <p className="rounded-xl border border-dashed border-input bg-card p-8 text-center text-muted-foreground">
              No products yet. Use Add Product to put the first one in the shop.
            </p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {products.data.map((product, index) => (
                <AdminProductCard key={product.id} product={product} onEdit={edit} priority={index < 3} lowLevel={lowLevel} />
              ))}
            </div>
          )}
        </section>
      </div>
    </AdminPage>
  )
}
