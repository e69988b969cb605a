import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'

/** Over a sold-out product's picture, on its card and on its own page. */
export function OutOfStockBadge({ className }: { className?: string }) {
  return (
    <Badge variant="destructive" className={cn('absolute shadow', className)}>
      Out of Stock
    </Badge>
  )
}
