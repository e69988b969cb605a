import { Button } from '@/components/ui/button'

/** The spec has no wording for a failed product list; this says what happened and offers a retry. */
export function ProductsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-border bg-card p-8 text-center">
      <p className="font-semibold">We couldn&apos;t load our products.</p>
      <p className="text-sm text-muted-foreground">Please check your connection and try again.</p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  )
}
