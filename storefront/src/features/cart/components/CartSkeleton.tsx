import { Skeleton } from '@/components/ui/skeleton'

/** Three skeleton cards while the cart loads. */
const SKELETON_COUNT = 3

export function CartSkeleton() {
  return (
    <div role="status" aria-label="Loading cart" className="grid gap-4">
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <div key={i} className="flex gap-4 rounded-xl border border-border bg-card p-4" data-testid="cart-skeleton">
          <Skeleton className="size-20 sm:size-24" />
          <div className="grid flex-1 content-center gap-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  )
}
