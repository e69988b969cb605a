import type { ApiClient } from './apiClient'

/** What an attacker aims the shop's mail routes at: an order they know, accounts' addresses, any addresses. */
export type FloodTargets = {
  /** The order, and how many times to ask for its link (30: the default throttle's allowance). */
  order: { number: string; email: string; lookups: number }
  accounts: string[]
  newsletter: string[]
}

/**
 * Issue 28's e-mail flood, from one client address, each route as often as its throttle allows
 * (30 per 15 minutes by default): the newsletter form for every address, "forgot password" for
 * every account on the two routes that take it (the spec's and Payload's, in turn), then the
 * order's link again and again (/order-lookup). Distinct targets first, so that limits per
 * recipient cannot be what stops it. Each request alternates between the given clients (one per
 * shop process: the limits must hold across processes). Answers how many requests were answered
 * 200 (each of them reached the point of sending, or of being refused) and the distinct answers.
 */
export async function floodVisitorMail(clients: ApiClient[], targets: FloodTargets): Promise<{ requests: number; answered: number; answers: Set<string> }> {
  let requests = 0
  let answered = 0
  const answers = new Set<string>()
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await clients[requests % clients.length].post(path, body)
    requests += 1
    if (res.status === 200) {
      answered += 1
      answers.add(`${path.endsWith('forgot-password') ? 'forgot' : path}: ${res.text}`)
    }
  }
  for (const email of targets.newsletter) await post('/api/newsletter/subscribe', { email })
  for (const [i, email] of targets.accounts.entries()) await post(i % 2 === 0 ? '/api/auth/forgot-password' : '/cms-api/users/forgot-password', { email })
  for (let i = 0; i < targets.order.lookups; i += 1) await post('/api/orders/lookup', { orderNumber: targets.order.number, email: targets.order.email })
  return { requests, answered, answers }
}
