import fs from 'node:fs'
import path from 'node:path'

import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * The import boundaries (docs/decisions/0018-server-structure-and-boundaries.md, 0029). Storefront
 * features never import each other (the app layer composes them); components, lib and shared code
 * import no feature; an /api router imports no other router (shared work lives in a domain module);
 * domain modules do not import the HTTP layer; no import cycles.
 */
/** Resolves imports as TypeScript does, path aliases included, so an alias cannot slip past a boundary. */
const resolverFor = (tsconfig) => createNodeResolver({ tsconfig: { configFile: path.resolve(tsconfig) }, extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })

/** The server's domain modules: cms/ folders that know nothing of HTTP. */
const DOMAIN_MODULES = ['account', 'auth', 'cache', 'cart', 'catalog', 'checkout', 'db', 'errors', 'hooks', 'limits', 'mail', 'newsletter', 'orders', 'payments', 'restock', 'serialize', 'settings', 'stock', 'uploads']

const FEATURES = 'storefront/src/features'
const features = fs.readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
const boundaryZones = [
  ...features.map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to components/, lib/ or shared/, or compose them in app/.',
  })),
  {
    target: [FEATURES, 'storefront/src/components', 'storefront/src/lib'],
    from: 'storefront/src/app',
    message: 'Only the app layer imports the app layer.',
  },
  {
    target: ['storefront/src/components', 'storefront/src/lib'],
    from: FEATURES,
    message: 'Components and lib are shared by every feature: they import no feature.',
  },
  {
    target: 'shared',
    from: ['cms', 'storefront', 'collections', 'globals'],
    message: 'shared/ is imported by the server and the storefront alike: it imports neither.',
  },
  {
    target: 'cms/api',
    from: 'cms/api',
    except: ['./deps.ts'],
    message: 'A router does not import another router: move what both need to a domain module (cms/cart, cms/auth, cms/account, …).',
  },
  {
    // Domain modules answer in the shop's own terms; reading requests and writing answers is the
    // edge's job (cms/api, cms/http, cms/access's /api gates, cms/app.ts, cms/startShop.ts, the
    // storefront and panel hosts, cms/media's image route). They throw the shop's own errors
    // (cms/errors/shopErrors.ts); cms/http/errorAnswer.ts alone maps them to statuses (decision 49).
    target: [`cms/{${DOMAIN_MODULES.join(',')}}/**`, 'collections', 'globals', 'seed'],
    from: 'cms/http',
    message: 'A domain module does not read requests or write answers: keep HTTP in cms/http and cms/api, and pass the domain module what it needs.',
  },
  {
    // One direction: collections and globals are Payload configuration whose hooks call domain
    // modules in cms/; cms/ never imports them back. Only the Payload config and the start step
    // put them together (decision 29).
    target: ['cms/!(payload.config|startShop).ts', 'cms/*/**'],
    from: ['collections', 'globals', 'seed'],
    message: 'cms/ does not import a collection, a global, a hook or the seed: move what both need to a domain module in cms/ and import it from the collection (only cms/payload.config.ts and cms/startShop.ts assemble them).',
  },
  {
    target: ['cms/!(api)/**', 'cms/*.ts', 'collections', 'globals', 'seed', 'scripts'],
    from: 'cms/api',
    except: ['./deps.ts'],
    message: 'Only cms/app.ts mounts the /api routers; domain modules never import a router.',
  },
]

export default tseslint.config(
  {
    ignores: ['node_modules', 'data', 'dist', '**/dist', '**/dist-server', 'cms/.next', 'cms/payload-types.ts', 'cms/migrations', 'cms/app/(payload)/cms/importMap.js', 'cms/next-env.d.ts', 'test-results', 'coverage'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['storefront/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [resolverFor('tsconfig.json')],
      // no-cycle follows imports only through files it can parse: TypeScript's too.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // No module imports itself through others (type-only imports aside). Packages are not
      // followed: about 8 s of CPU on top of the ~33 s lint took without it (decision 29).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['storefront/**/*.{ts,tsx}'],
    settings: { 'import-x/resolver-next': [resolverFor('storefront/tsconfig.json')] },
  },
  {
    // One direction between orders and mail (decision 50): cms/orders decides and queues an
    // order's e-mails through cms/mail; cms/mail's templates read an order's account as a type only
    // (their tests may build one).
    files: ['cms/mail/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/orders/**', '@cms/orders/**'],
              allowTypeImports: true,
              message: 'cms/mail does not call cms/orders (cms/orders/mail calls cms/mail): pass the template what it needs; types are fine.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['cms/app.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones.filter((zone) => zone.from !== 'cms/api') }] },
  },
  {
    // Configuration is read once, in cms/env.ts (decision 18).
    files: ['cms/**/*.{ts,tsx}', 'collections/**/*.ts', 'globals/**/*.ts', 'shared/**/*.ts'],
    ignores: ['cms/env.ts', '**/*.test.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through cms/env.ts (env()), the one place that reads process.env.' }] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', globalThis: 'readonly', setTimeout: 'readonly', Buffer: 'readonly' } },
  },
  {
    files: ['tests/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
