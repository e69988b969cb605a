import type { ApiSavedCard } from '@shared/api'
import { CreditCard, Trash2 } from 'lucide-react'

import { ConfirmDialog } from '@/components/ConfirmDialog'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { toast } from '@/lib/toast'

import { useRemovePaymentMethod } from '../api/removePaymentMethod'

const brandName = (brand: string) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card')

/** A saved card (brand, last4, expiry) whose removal asks for confirmation. */
export function SavedCardItem({ method }: { method: ApiSavedCard }) {
  const remove = useRemovePaymentMethod()
  const { brand, last4, exp_month, exp_year } = method.card
  const label = `${brandName(brand)} ending in ${last4}`

  function confirmRemove() {
    // On the promise, not mutate's own callbacks: those are skipped once this card has left the list,
    // which the removal itself does (decision 68).
    remove.mutateAsync(method.id).then(
      () => toast({ title: 'Payment Method Removed', description: 'The payment method has been removed from your account.' }),
      () => toast({ title: 'Error', description: 'Failed to remove payment method', variant: 'destructive' }),
    )
  }

  return (
    <Card className="flex items-center gap-4 p-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <CreditCard aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {brandName(brand)} <span className="tabular-nums">•••• {last4}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          Expires {String(exp_month).padStart(2, '0')}/{exp_year}
        </p>
      </div>
      <ConfirmDialog
        trigger={
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:bg-destructive/10"
            aria-label={`Remove ${label}`}
            busy={remove.isPending}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        }
        title="Remove payment method?"
        description={`The ${label} will be removed from your account.`}
        confirmLabel="Remove"
        onConfirm={confirmRemove}
      />
    </Card>
  )
}
