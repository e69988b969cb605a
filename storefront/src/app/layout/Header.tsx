import { Menu, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'

import { cn } from '@/lib/cn'

import { HeaderAccount } from './HeaderAccount'
import { HeaderCartButton } from './HeaderCartButton'
import { Logo } from './Logo'
import { NAV_LINKS } from './navLinks'

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-semibold transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
    isActive ? 'text-primary' : 'text-foreground/80',
  )

/** Header: 64 px, logo, Home/Shop/About (a collapsible menu on phones), cart, account. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false)
  const location = useLocation()
  const header = useRef<HTMLElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  // Any navigation closes the phone menu.
  const [lastPath, setLastPath] = useState(location.pathname)
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname)
    setMenuOpen(false)
  }

  // An open phone menu closes on Escape (focus back on its button) and on a tap anywhere outside the header.
  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggle.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setMenuOpen(false)
    }
    window.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      window.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [menuOpen])

  return (
    <header ref={header} data-no-print className="sticky top-0 z-40 h-16 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
          <Logo className="size-9" />
          {/* The name stays readable to screen readers on phones, where only the mark shows. */}
          <span className="sr-only leading-none sm:not-sr-only sm:flex sm:flex-col">
            <span className="text-base font-extrabold tracking-tight text-foreground">Community Rescue</span>{' '}
            <span className="text-xs font-semibold uppercase tracking-[0.18em] text-ocean">Shop</span>
          </span>
        </Link>
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <HeaderCartButton />
          <HeaderAccount />
          <button
            ref={toggle}
            type="button"
            className="flex size-10 items-center justify-center rounded-lg hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring md:hidden"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full border-b border-border bg-background shadow-lg md:hidden"
      >
        <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={(state) => cn(navLinkClass(state), 'block py-3 text-base')}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
