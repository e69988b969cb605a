import compression from 'compression'
import express, { type Express } from 'express'
import type { Payload } from 'payload'

import { accountRouter } from './api/account'
import { adminOrdersRouter } from './api/adminOrders'
import { adminPromotionsRouter } from './api/adminPromotions'
import { adminSubscribersRouter } from './api/adminSubscribers'
import { authRouter } from './api/auth'
import { cartRouter } from './api/cart'
import { checkoutRouter } from './api/checkout'
import { demoPaymentsRouter } from './api/demoPayments'
import { newsletterRouter } from './api/newsletter'
import { ordersRouter } from './api/orders'
import { forgotPasswordHandler, passwordResetRouter } from './api/passwordReset'
import { stripeWebhooksRouter } from './api/stripeWebhooks'
import { uploadPutRouter, uploadsRouter } from './api/uploads'
import type { ApiDeps } from './api/deps'
import { adminProductsRouter, productsRouter } from './api/products'
import { restockRequestsRouter } from './api/restockRequests'
import { startClaimSweeper } from './checkout/claimSweeper'
import type { OrderServices } from './checkout/placeOrder'
import { settingsRouter } from './api/settings'
import type { Env } from './env'
import { errorHandler } from './http/errorHandler'
import { checkCmsApiQuery } from './http/cmsApiQuery'
import type { ReadRoutes } from './http/readRoutes'
import { notFound } from './http/errors'
import { throttle } from './http/rateLimit'
import { RateLimiter } from './limits/rateLimiter'
import { credentialLimiter } from './auth/credentialLimiter'
import { markClientAddress } from './http/clientAddressHeader'
import { panelSecurityHeaders } from './http/panelSecurityHeaders'
import { createLimitStore } from './limits/createLimitStore'
import { requestId } from './http/requestId'
import { requestLog } from './http/requestLog'
import { sameOriginWrites } from './http/sameOriginWrites'
import { securityHeaders } from './http/securityHeaders'
import { objectPath } from './media/mediaUrls'
import { objectsRouter } from './media/serveObjects'
import type { Panel } from './panel/nextPanel'
import { DemoPaymentProvider } from './payments/demoPaymentProvider'
import type { PaymentProvider } from './payments/paymentProvider'
import { startRestockNotices } from './restock/restockNotices'
import { createStockLedger } from './stock/createStockLedger'
import { serveStorefront } from './storefront/serveStorefront'

/** JSON bodies on the spec's routes only: a global parser would consume Payload's own request bodies. */
const JSON_LIMIT = '1mb'

export type AppParts = { payload: Payload; env: Env; payments: PaymentProvider; panel: Panel | null; reads: ReadRoutes }

/**
 * The whole shop as one Express app, in the order requests are matched:
 * the spec's /api, images, health, the editors' panel (/cms, /cms-api), then the storefront.
 */
export async function createApp({ payload, env, payments, panel, reads }: AppParts): Promise<{ app: Express; close: () => Promise<void> }> {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', env.trustProxy)
  app.set('query parser', 'simple')

  app.use(requestId)
  app.use(markClientAddress)
  if (env.logRequests) app.use(requestLog(payload))
  app.use(securityHeaders({ isHttps: env.publicUrl?.protocol === 'https:', withCsp: env.isProduction }))
  app.use(compression())

  const limitStore = createLimitStore(payload)
  const deps: ApiDeps = {
    payload,
    env,
    payments,
    authLimiter: credentialLimiter(payload),
    checkoutLimiter: new RateLimiter({ perAddress: env.checkoutRateLimit.perAddress, perUsername: env.checkoutRateLimit.perSession }, 60 * 1000, limitStore),
    limitStore,
  }

  // Sizes that come back tell their waiting shoppers (issue 32): the ledger says when, after each change.
  const restockNotices = startRestockNotices(payload, env.orderSweepMs)
  const stock = createStockLedger(payload, { onChange: restockNotices.onStockChange })
  const orderServices: OrderServices = { payload, payments, stock, claimStaleMs: env.orderSweepMs, testFault: env.testFault }
  // Raw body (for the signature) and no same-origin check: Stripe calls from its own servers.
  app.use('/api/stripe/webhooks', stripeWebhooksRouter(orderServices))
  app.use(['/api', '/cms-api'], sameOriginWrites(env.publicUrl))
  // The panel's and Payload's REST sign-in operations are throttled inside Payload (collections/Users/hooks/throttleCredentials.ts).
  // Payload's own forgot-password route runs the shop's flow instead (the storefront link, through the outbox), so it is
  // throttled here, with the same counters.
  app.post('/cms-api/users/forgot-password', throttle(deps.authLimiter, 'login'), express.json({ limit: JSON_LIMIT }), forgotPasswordHandler(deps))

  // The file of an upload (raw bytes): before the JSON parser.
  app.use('/api', uploadPutRouter(deps))

  const api = express.Router()
  api.use(express.json({ limit: JSON_LIMIT, strict: true }))
  api.use(authRouter(deps))
  api.use(passwordResetRouter(deps))
  api.use('/products', productsRouter(deps, stock, reads.catalogue))
  api.use(restockRequestsRouter(deps, restockNotices))
  api.use(uploadsRouter(deps))
  api.use('/admin/orders', adminOrdersRouter(deps, orderServices))
  api.use('/admin/products', adminProductsRouter(deps))
  api.use('/admin/subscribers', adminSubscribersRouter(deps))
  api.use('/admin/promotions', adminPromotionsRouter(deps))
  api.use('/newsletter', newsletterRouter(deps))
  api.use('/cart', cartRouter(deps))
  api.use('/account', accountRouter(deps))
  // Demo payments only in demo mode: a shop with Stripe keys has no demo route (a 404 like any unknown path).
  if (payments instanceof DemoPaymentProvider) api.use('/checkout/demo', demoPaymentsRouter(payments))
  api.use('/checkout', checkoutRouter(deps))
  api.use('/orders', ordersRouter(deps, orderServices))
  api.use('/settings', settingsRouter(deps))
  api.use((req) => {
    // originalUrl: inside this router req.path has lost its /api prefix.
    throw notFound(`No API route for ${req.method} ${req.originalUrl.split('?')[0]}`)
  })
  app.use('/api', api)

  app.use('/objects', objectsRouter(payload, env.uploadsDir))

  app.get('/healthz', async (_req, res) => {
    try {
      await payload.count({ collection: 'products', overrideAccess: true })
      res.setHeader('Cache-Control', 'no-store')
      res.json({ ok: true })
    } catch (err) {
      payload.logger.error({ msg: 'health check failed', err })
      res.status(503).json({ ok: false, message: 'Database not reachable' })
    }
  })

  if (panel) {
    const toPanel: express.RequestHandler = (req, res) => panel.handle(req, res)
    // Payload's own first-user screen would bypass /setup-admin's once-only rule.
    app.post('/cms-api/users/first-register', (_req, res) => {
      res.status(403).json({ message: 'Create the first administrator at /setup-admin' })
    })
    app.get('/cms/create-first-user', (_req, res) => res.redirect(303, '/setup-admin'))
    // One password-reset flow for everyone: the panel's forgot and reset screens lead to the storefront's.
    app.get('/cms/forgot', (_req, res) => res.redirect(303, '/forgot-password'))
    app.get('/cms/reset/:token', (req, res) => res.redirect(303, `/reset-password?token=${encodeURIComponent(req.params.token)}`))
    // Neither the shop nor the panel uses GraphQL (it is off in payload.config.ts): no second way in.
    app.all(['/cms-api/graphql', '/cms-api/graphql/{*rest}', '/cms-api/graphql-playground', '/cms-api/graphql-playground/{*rest}'], (_req, res) => {
      res.status(404).json({ message: 'Not found' })
    })
    // Accounts are not verified by e-mail here (Users has no `verify`): Payload's verify route would
    // search a token column that does not exist and answer 500.
    app.all('/cms-api/users/verify/{*rest}', (_req, res) => {
      res.status(404).json({ message: 'Not found' })
    })
    app.use('/cms-api', checkCmsApiQuery)
    // Payload's own file route serves anything in the uploads folder, typed by bytes or else by extension:
    // send it to /objects, which serves only stored images with their stored type.
    app.get('/cms-api/media/file/:filename', (req, res) => res.redirect(301, objectPath(req.params.filename)))
    // Image-sized bodies (up to 10 MB) only from administrators: decided at the door (cms/http/mayUploadLargeBody.ts).
    app.use(['/cms', '/cms-api', '/_next'], panelSecurityHeaders({ withCsp: env.isProduction }))
    // The Stripe plugin's webhook route is inert by design; Stripe events go to /api/stripe/webhooks.
    app.all('/cms-api/stripe/{*rest}', (_req, res) => {
      res.status(404).json({ message: 'Send Stripe webhooks to /api/stripe/webhooks' })
    })
    app.all(['/cms', '/cms/{*rest}', '/cms-api/{*rest}', '/_next/{*rest}', '/__nextjs{*rest}'], toPanel)
  }

  const closeStorefront = await serveStorefront(app, { dev: !env.isProduction, page: reads.page })
  // Nothing answered (a file that does not exist, a method no page takes): the 404 every other
  // door gives, not Express's default page.
  app.use(() => {
    throw notFound('Not Found')
  })

  app.use(errorHandler(payload))
  // Payments left half done by a process that died are finished or refunded (decision 25).
  const sweeper = startClaimSweeper(orderServices, env.orderSweepMs)
  return { app, close: async () => void (await Promise.all([closeStorefront(), sweeper.stop(), restockNotices.stop()])) }
}
