import { cva, type VariantProps } from 'class-variance-authority'
import { cloneElement, type ComponentProps, isValidElement, type ReactElement, type Ref } from 'react'

import { cn } from '@/lib/cn'

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-55 aria-disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        ocean: 'bg-ocean text-ocean-foreground shadow-sm hover:bg-ocean-hover',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline: 'border border-input bg-card text-foreground hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/70',
        ghost: 'text-foreground hover:bg-muted',
        link: 'text-ocean underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean
    /**
     * The button's action is on its way: shown as unavailable (`aria-disabled`) and a press does
     * nothing, not even submit its form (Enter in a field presses it too). Not `disabled`, which
     * would take the keyboard's focus off a button the visitor has just pressed (decision 65).
     */
    busy?: boolean
  }

export function Button({ className, variant, size, asChild = false, type, busy = false, onClick, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className)
  const handleClick: typeof onClick = busy
    ? (event) => {
        // Cancelling the click cancels what it would do: submitting, a dialog trigger's toggle.
        event.preventDefault()
      }
    : onClick
  const busyProps = busy ? { 'aria-disabled': true as const } : {}
  if (asChild) return <AsChild {...props} {...busyProps} onClick={handleClick} className={classes} />
  // A plain <button> inside a form must not submit it by accident.
  return <button className={classes} type={type ?? 'button'} {...props} {...busyProps} onClick={handleClick} />
}

type ChildProps = Record<string, unknown> & { className?: string; ref?: Ref<unknown> }

/**
 * `asChild`: the button's look and props on its only child (a link). What Radix's Slot does for
 * these buttons, without its package in every page's first download (decision 56): the child's
 * props win, both click handlers run (the child's first), classes and refs are combined.
 */
function AsChild({ children, ref, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  if (!isValidElement<ChildProps>(children)) return null
  const child = children as ReactElement<ChildProps>
  const merged: ChildProps = { ...props, ...child.props }
  for (const [name, value] of Object.entries(props)) {
    const own = child.props[name]
    if (/^on[A-Z]/.test(name) && typeof value === 'function' && typeof own === 'function') {
      merged[name] = (...args: unknown[]) => {
        own(...args)
        value(...args)
      }
    }
  }
  merged.className = cn(props.className, child.props.className)
  if (props.style && child.props.style) merged.style = { ...props.style, ...(child.props.style as object) }
  merged.ref = composeRefs(ref, child.props.ref)
  return cloneElement(child, merged)
}

function composeRefs(...refs: (Ref<unknown> | undefined)[]): Ref<unknown> | undefined {
  const set = refs.filter(Boolean)
  if (set.length < 2) return set[0]
  return (node: unknown) => {
    for (const ref of set) {
      if (typeof ref === 'function') ref(node)
      else if (ref) (ref as { current: unknown }).current = node
    }
  }
}
