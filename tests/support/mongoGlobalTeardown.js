export default async function mongoGlobalTeardown() {
  await globalThis.__MONGO_REPLSET__?.stop()
}
