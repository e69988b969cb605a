import { Spinner } from '@/components/ui/spinner'

/** What a route shows while its code or its first data arrive. */
export function PageSpinner() {
  return <Spinner className="min-h-[50vh]" />
}
