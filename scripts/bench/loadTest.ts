import autocannon from 'autocannon'

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number }

/** autocannon at a fixed number of connections: a short warm-up, then the measured run. */
export async function loadTest(url: string, headers: Record<string, string>, { connections = 50, seconds = 10 } = {}): Promise<LoadResult> {
  await run(url, headers, connections, 2)
  const result = await run(url, headers, connections, seconds)
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

function run(url: string, headers: Record<string, string>, connections: number, duration: number) {
  return autocannon({ url, headers, connections, duration })
}
