/**
 * `npm test` runs every project: unit tests beside the code, API tests against the real (compiled)
 * server on SQLite (and on MongoDB when asked for: tests/support/mongoLeg.js), and browser tests in
 * Debian's Chromium. Server tests first rebuild what is stale (tests/support/serverGlobalSetup.ts).
 */
import { availableParallelism } from 'node:os'

import { describeMongoLeg, mongoLeg } from './tests/support/mongoLeg.js'

const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
  },
]

const base = {
  transform: { '^.+\\.(t|m?j)sx?$': swc },
  // The import aliases of tsconfig.json and storefront/vite.config.ts.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/storefront/src/$1', '^@shared/(.*)$': '<rootDir>/shared/$1', '^@cms/(.*)$': '<rootDir>/cms/$1' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  testEnvironment: 'node',
}

/** Browser tests the MongoDB leg runs too: the paths through the stock ledger and the admin's saves. */
const MONGODB_BROWSER_TESTS = '<rootDir>/tests/e2e/{checkout,admin,stock}-*.test.ts'

export default async () => {
  const mongo = mongoLeg()
  console.log(describeMongoLeg(mongo))
  const serverTests = (name, testMatch, extra = {}) => ({
    ...base,
    displayName: name,
    testMatch,
    testTimeout: 120_000,
    slowTestThreshold: 30,
    globalSetup: '<rootDir>/tests/support/serverGlobalSetup.ts',
    ...extra,
  })
  return {
    projects: [
      {
        ...base,
        displayName: 'unit',
        testMatch: ['<rootDir>/{cms,collections,globals,shared,seed,scripts,storefront/src,tests/support}/**/*.test.{ts,tsx}'],
      },
      serverTests('api', ['<rootDir>/tests/api/**/*.test.ts']),
      ...(mongo.on
        ? [
            serverTests('mongodb', ['<rootDir>/tests/api/**/*.test.ts', MONGODB_BROWSER_TESTS], {
              globalSetup: '<rootDir>/tests/support/mongoGlobalSetup.js',
              globalTeardown: '<rootDir>/tests/support/mongoGlobalTeardown.js',
              setupFiles: ['<rootDir>/tests/support/useMongo.js'],
            }),
          ]
        : []),
      // One Chromium for the run, which every browser test file connects to (tests/support/browser.ts).
      serverTests('e2e', ['<rootDir>/tests/e2e/**/*.test.ts'], {
        globalSetup: '<rootDir>/tests/support/e2eGlobalSetup.ts',
        globalTeardown: '<rootDir>/tests/support/e2eGlobalTeardown.ts',
      }),
    ],
    // Server and browser tests start real processes; unit tests finish far below this anyway.
    testTimeout: 120_000,
    // One test file per core, plus one: each file waits part of its time (its shop's start, a mail
    // retry, a page's network going quiet), and a third file on two cores fills those waits (255 s
    // against 322 s, decision 21). Two per core made browser tests miss their deadlines on a 2-core
    // CI machine; one per core plus one left them about a fifth of the CPU spare. `npx jest --maxWorkers=N` overrides it.
    maxWorkers: availableParallelism() + 1,
    // One temporary folder for the run, removed at its end: tests leave nothing in /tmp (runTempDir.ts).
    globalSetup: '<rootDir>/tests/support/runTempDirSetup.ts',
    globalTeardown: '<rootDir>/tests/support/runTempDirTeardown.ts',
    // The longest files first, also on a clean clone that remembers no earlier run (decision 53).
    testSequencer: '<rootDir>/tests/support/testSequencer.js',
    verbose: false,
  }
}
