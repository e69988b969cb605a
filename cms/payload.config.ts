import { stripePlugin } from '@payloadcms/plugin-stripe'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Carts } from '../collections/Carts'
import { DemoPaymentIntents } from '../collections/DemoPaymentIntents'
import { Media } from '../collections/Media'
import { OrderClaims } from '../collections/OrderClaims'
import { Orders } from '../collections/Orders'
import { ProcessedEvents } from '../collections/ProcessedEvents'
import { Products } from '../collections/Products'
import { Users } from '../collections/Users'
import { About } from '../globals/About'
import { Footer } from '../globals/Footer'
import { Hero } from '../globals/Hero'
import { Impact } from '../globals/Impact'
import { Text } from '../globals/Text'
import { UPLOAD_MAX_BYTES } from '../shared/images'
import { databaseAdapter } from './db/databaseAdapter'
import { env } from './env'
import { createLogger } from './logger'

const config = env()
const cmsDir = path.resolve(process.cwd(), 'cms')

export default buildConfig({
  secret: config.payloadSecret,
  db: await databaseAdapter(config),
  editor: lexicalEditor(),
  sharp,
  telemetry: false,
  logger: createLogger(config.isProduction),
  // The spec's /api belongs to Express; Payload's own REST and GraphQL live under /cms-api.
  routes: { admin: '/cms', api: '/cms-api' },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Shop editors' },
    importMap: { baseDir: cmsDir, importMapFile: path.join(cmsDir, 'app/(payload)/cms/importMap.js') },
  },
  collections: [Products, Orders, Users, Media, Carts, OrderClaims, ProcessedEvents, DemoPaymentIntents],
  globals: [Hero, Text, Impact, Footer, About],
  upload: { limits: { fileSize: UPLOAD_MAX_BYTES } },
  typescript: { outputFile: path.join(cmsDir, 'payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
  plugins: [
    // Registered for the owner's stack; inert on purpose (see docs/decisions/0004-stripe-webhooks.md):
    // no endpoint secret, so its fire-and-forget webhook route verifies nothing and does nothing, and
    // no REST proxy. Stripe events go to Express's POST /api/stripe/webhooks.
    stripePlugin({ stripeSecretKey: config.stripe.secretKey ?? '', rest: undefined, sync: [] }),
  ],
})
