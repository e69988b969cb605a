/**
 * A stand-in for Stripe.js in the browser (js.stripe.com is out of reach in tests): installed
 * with page.addInitScript before the shop's code runs, so @stripe/stripe-js finds window.Stripe
 * and never fetches the script. Its Payment Element is a placeholder with a field to type in (as
 * Stripe's keeps a card number until it is destroyed), counting its mounts and `fetchUpdates`
 * calls on window.__fakeStripeCounts; confirmPayment hands what the shop passed to the test
 * (window.__fakeStripeConfirm), which pays the intent on the fake Stripe server, as Stripe would.
 */
import type { Page } from 'playwright-core'

import type { FakeStripe } from '../support/fakeStripe'

export type Confirmation = { clientSecret: string; confirmParams: any; redirect: string }

/** Runs in the page. Kept free of closures: Playwright serialises it. */
function installFakeStripeJs() {
  const fire = (handlers: ((event: unknown) => void)[] | undefined, event: unknown) => handlers?.forEach((handler) => handler(event))
  const counts = ((window as any).__fakeStripeCounts = { mounts: 0, fetchUpdates: 0 })
  function Stripe() {
    let clientSecret: string | null = null
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      // What @stripe/react-stripe-js checks to accept the object as a Stripe instance.
      createToken: async () => ({}),
      createPaymentMethod: async () => ({}),
      confirmCardPayment: async () => ({}),
      elements(options: { clientSecret: string }) {
        clientSecret = options.clientSecret
        return {
          update() {},
          getElement: () => null,
          submit: async () => ({}),
          fetchUpdates: async () => {
            counts.fetchUpdates += 1
            return {}
          },
          create(type: string) {
            const handlers: Record<string, ((event: unknown) => void)[]> = {}
            let mounted = false
            const element = {
              mount(node: HTMLElement) {
                const field = document.createElement('p')
                field.textContent = 'Test card (fake Stripe.js)'
                const number = document.createElement('input')
                number.setAttribute('aria-label', 'Card number (fake Stripe.js)')
                node.append(field, number)
                mounted = true
                counts.mounts += 1
                setTimeout(() => fire(handlers.ready, { elementType: type }), 0)
              },
              on(event: string, handler: (event: unknown) => void) {
                ;(handlers[event] ??= []).push(handler)
                if (event === 'ready' && mounted) setTimeout(() => handler({ elementType: type }), 0)
                return element
              },
              off(event: string, handler: (event: unknown) => void) {
                handlers[event] = (handlers[event] ?? []).filter((h) => h !== handler)
                return element
              },
              update() {},
              destroy() {},
              unmount() {},
              focus() {},
              blur() {},
              clear() {},
              collapse() {},
            }
            return element
          },
        }
      },
      async confirmPayment({ confirmParams, redirect }: { confirmParams: unknown; redirect: string }) {
        const confirm = (window as any).__fakeStripeConfirm as (args: unknown) => Promise<any>
        const answer = await confirm({ clientSecret, confirmParams, redirect })
        if (answer.redirectTo) {
          window.location.assign(answer.redirectTo)
          return new Promise(() => {})
        }
        return answer
      },
    }
  }
  Stripe.version = 3
  ;(window as any).Stripe = Stripe
}

/**
 * Gives the page the fake Stripe.js. `threeDSecure` makes confirmPayment leave for the return
 * address (as after a bank's check) instead of answering in place.
 */
export async function useFakeStripeJs(page: Page, fake: FakeStripe, { threeDSecure = false } = {}): Promise<Confirmation[]> {
  const confirmations: Confirmation[] = []
  await page.exposeFunction('__fakeStripeConfirm', (args: Confirmation) => {
    confirmations.push(args)
    const intentId = args.clientSecret.split('_secret_')[0]
    const billing = args.confirmParams.payment_method_data?.billing_details ?? {}
    fake.pay(intentId, billing, args.confirmParams.shipping?.address?.line1)
    if (threeDSecure) {
      const query = new URLSearchParams({ payment_intent: intentId, payment_intent_client_secret: args.clientSecret, redirect_status: 'succeeded' })
      return { redirectTo: `${args.confirmParams.return_url}?${query}` }
    }
    return { paymentIntent: { id: intentId, status: 'succeeded' } }
  })
  await page.addInitScript(installFakeStripeJs)
  return confirmations
}
