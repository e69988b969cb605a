import { LoaderCircle } from 'lucide-react'

/** The settings screens say 'Loading...' while their data arrives. */
export function LoadingText() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-2 text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
      <span>Loading...</span>
    </div>
  )
}
