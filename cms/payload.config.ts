import { stripePlugin } from '@payloadcms/plugin-stripe'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { buildConfig } from 'payload'

import { Carts } from '../collections/Carts'
import { CheckoutIntents } from '../collections/CheckoutIntents'
import { DemoPaymentIntents } from '../collections/DemoPaymentIntents'
import { Media } from '../collections/Media'
import { OrderClaims } from '../collections/OrderClaims'
import { OrderEvents } from '../collections/OrderEvents'
import { Orders } from '../collections/Orders'
import { Outbox } from '../collections/Outbox'
import { ProcessedEvents } from '../collections/ProcessedEvents'
import { Products } from '../collections/Products'
import { Refunds } from '../collections/Refunds'
import { RestockRequests } from '../collections/RestockRequests'
import { StockHistory } from '../collections/StockHistory'
import { Subscribers } from '../collections/Subscribers'
import { Promotions } from '../collections/Promotions'
import { PromotionUses } from '../collections/PromotionUses'
import { Users } from '../collections/Users'
import { Giving } from '../globals/Giving'
import { Hero } from '../globals/Hero'
import { Impact } from '../globals/Impact'
import { Notifications } from '../globals/Notifications'
import { settingsGlobal } from '../globals/settingsGlobal'
import { UPLOAD_MAX_BYTES } from '@shared/images'
import { aboutSettings, footerSettings, textSettings } from '@shared/settingsRules'
import { forgetAnswersOnWrite } from './cache/forgetAnswersOnWrite'
import { forgetMailSettingsOnWrite } from './cache/forgetMailSettingsOnWrite'
import { lockDownInternalCollections } from './access/lockDownInternalCollections'
import { refuseUnusableSearches } from './access/refuseUnusableSearches'
import { databaseAdapter } from './db/databaseAdapter'
import { keepValidationDetails } from './hooks/keepValidationDetails'
import { env } from './env'
import { createLogger } from './logger'
import { emailAdapter } from './mail/emailAdapter'
import { limitedSharp } from './uploads/limitedSharp'

const config = env()
const cmsDir = path.resolve(process.cwd(), 'cms')

export default buildConfig({
  secret: config.payloadSecret,
  db: await databaseAdapter(config),
  editor: lexicalEditor(),
  sharp: limitedSharp,
  telemetry: false,
  logger: createLogger(config),
  // The spec's /api belongs to Express; Payload's own REST and GraphQL live under /cms-api.
  routes: { admin: '/cms', api: '/cms-api' },
  admin: {
    user: Users.slug,
    // No Open Graph images: Payload builds their absolute URL from an internal address (http://localhost:<port>).
    meta: { titleSuffix: ' · Shop editors', defaultOGImageType: 'off' },
    // Payload's default avatar is Gravatar: a request to a third party carrying a hash of each editor's e-mail.
    avatar: 'default',
    importMap: { baseDir: cmsDir, importMapFile: path.join(cmsDir, 'app/(payload)/cms/importMap.js') },
  },
  collections: [Products, Orders, OrderEvents, Refunds, Users, Media, Carts, OrderClaims, CheckoutIntents, ProcessedEvents, DemoPaymentIntents, Outbox, Subscribers, StockHistory, RestockRequests, Promotions, PromotionUses],
  globals: [Hero, settingsGlobal(textSettings), Impact, settingsGlobal(footerSettings), settingsGlobal(aboutSettings), Notifications, Giving],
  hooks: { afterError: [keepValidationDetails] },
  // Wrong passwords and throttled attempts are a visitor's doing, not the server's: one line each, no stack trace.
  // (TooManyAttempts is this project's error, unknown to Payload's list of names.)
  loggingLevels: { AuthenticationError: 'info', LockedAuth: 'info', ...({ TooManyAttempts: 'info' } as Record<string, 'info'>) },
  // Sending goes through the outbox (cms/mail/queueMail.ts), delivered from the outbox itself
  // (cms/mail/mailRunner.ts, no Payload jobs), and this adapter; see docs/decisions/0009-email.md.
  email: emailAdapter(config),
  upload: { limits: { fileSize: UPLOAD_MAX_BYTES } },
  // Types are written by `npm run generate:types` (README, Development). Payload's start-up generation
  // would spawn its own bin.js next to its code, which the compiled server does not have (decision 21).
  typescript: { outputFile: path.join(cmsDir, 'payload-types.ts'), autoGenerate: false },
  // Neither the storefront nor the panel uses GraphQL: off, so it is no second way to sign in or read data.
  graphQL: { disable: true },
  plugins: [
    // Registered for the owner's stack; inert on purpose (see docs/decisions/0004-stripe-webhooks.md):
    // no endpoint secret, so its fire-and-forget webhook route verifies nothing and does nothing, and
    // no REST proxy. Stripe events go to Express's POST /api/stripe/webhooks.
    stripePlugin({ stripeSecretKey: config.stripe.secretKey ?? '', rest: undefined, sync: [] }),
    // Signed-in reads are answered from memory between writes (cms/cache/accountAnswers.ts).
    forgetAnswersOnWrite,
    // Every order's e-mail reads the footer, the notification addresses and the admins: kept in memory (cms/cache/mailSettingsCache.ts).
    forgetMailSettingsOnWrite,
  ],
})
  .then(lockDownInternalCollections)
  .then(refuseUnusableSearches)
