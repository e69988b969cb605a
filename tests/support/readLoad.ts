import http from 'node:http'

export type ReadFailure = { path: string; error: string }

/**
 * Shoppers reading the shop without pause: `connections` keep-alive connections, each sending GETs
 * for `paths` in turn, one after the other. A connection stops when the shop answers
 * `Connection: close` (it is shutting down: a polite client goes away) or when a request fails.
 * `warm` resolves once every connection has had an answer (or the load ended); `done` with the
 * failures: requests the shop had received but never answered. The load opens no connection after
 * the shop says close, so a connection refused by a closed shop cannot count as one.
 */
export function startReadLoad(baseUrl: string, paths: string[], connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const failures: ReadFailure[] = []
  let answered = 0
  let connected = 0
  let markWarm = () => {}
  const warm = new Promise<void>((resolve) => (markWarm = resolve))

  const loop = async (index: number) => {
    for (let turn = index; ; turn += 1) {
      const path = paths[turn % paths.length]
      const result = await get(agent, `${baseUrl}${path}`)
      if ('error' in result) {
        failures.push({ path, error: result.error })
        return
      }
      answered += 1
      if (turn === index && ++connected === connections) markWarm()
      if (result.closing) return
    }
  }
  const done = Promise.all(Array.from({ length: connections }, (_, index) => loop(index))).then(() => {
    agent.destroy()
    markWarm()
    return { failures, answered }
  })
  return { warm, done }
}

function get(agent: http.Agent, url: string): Promise<{ closing: boolean } | { error: string }> {
  return new Promise((resolve) => {
    const failed = (err: Error) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message })
    http
      .get(url, { agent }, (res) => {
        res.resume()
        res.on('end', () => resolve({ closing: res.headers.connection === 'close' }))
        res.on('error', failed)
      })
      .on('error', failed)
  })
}
