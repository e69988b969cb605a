import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins class names; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}

/**
 * tailwind-merge builds its tables on first use (about 10 ms on this machine, 40 ms on a slow
 * phone). Calling this in a task of its own keeps that work out of hydration's slices.
 */
export function prepareClassMerging(): void {
  twMerge('')
}
