/** The page anyone holding the link can open to see an order, no account needed. */
export function privateOrderLink(shopUrl: string, orderId: string, accessToken: string): string {
  return `${shopUrl}/orders/${encodeURIComponent(orderId)}?token=${encodeURIComponent(accessToken)}`
}
