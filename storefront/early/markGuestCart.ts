/**
 * Marks `<html data-guest-cart>` when this browser's guest cart holds a line, before the first
 * paint. /cart and /checkout are server-rendered with their contents still loading (the cart lives
 * in this browser); with the mark they hold a phone's first screen for the lines to come, so the
 * footer starts below it and nothing in view moves when they arrive (the `guest-cart:` variant,
 * storefront/src/index.css). Without it they keep the empty cart's room.
 */
try {
  // The key and shape of storefront/src/features/cart/guest/guestCartStore.ts: an empty cart has no entry.
  const lines: unknown = JSON.parse(window.localStorage.getItem('guest_cart') ?? '[]')
  if (Array.isArray(lines) && lines.length > 0) document.documentElement.setAttribute('data-guest-cart', '')
} catch {
  // Storage blocked or unreadable: the page keeps the empty cart's room, and the app says what it finds.
}
