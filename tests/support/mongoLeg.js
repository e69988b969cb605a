/**
 * The MongoDB leg of the API tests runs only when asked for, with one of:
 * - MONGODB_URI=mongodb://… : a running replica set (transactions need one), e.g. `docker compose up mongo`;
 * - MONGOMS_SYSTEM_BINARY=/path/to/mongod : mongodb-memory-server starts a one-node replica set with it.
 * Otherwise it is skipped, and the run says so (looking for or downloading a mongod on every run cost 9 s).
 */
export function mongoLeg() {
  if (process.env.MONGODB_URI) return { on: true, source: `the replica set at MONGODB_URI` }
  if (process.env.MONGOMS_SYSTEM_BINARY) return { on: true, source: `a replica set of ${process.env.MONGOMS_SYSTEM_BINARY}` }
  return { on: false, source: null }
}

export function describeMongoLeg(leg) {
  return leg.on
    ? `MongoDB leg on: the API tests run again on ${leg.source}.`
    : 'MongoDB leg skipped: not asked for. Set MONGODB_URI=mongodb://… (a replica set) or MONGOMS_SYSTEM_BINARY=/path/to/mongod to run the API tests on MongoDB too.'
}
