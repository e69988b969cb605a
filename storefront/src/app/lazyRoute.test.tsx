import { renderToString } from 'react-dom/server'
import type { RouteObject } from 'react-router-dom'

import { lazyRoute, loadRouteChunks } from './lazyRoute'

function HelloRoute() {
  return <p>Hello page</p>
}

describe('lazyRoute', () => {
  it('renders the page at once, without suspending, once loadRouteChunks has loaded its chunk', async () => {
    let loads = 0
    const routes: RouteObject[] = [
      { index: true, element: <p>Home</p> },
      { path: 'hello/:id', element: lazyRoute(async () => ((loads += 1), { HelloRoute }), 'HelloRoute') },
    ]
    const hello = routes[1].element
    await loadRouteChunks(routes, '/')
    expect(loads).toBe(0)
    // Not loaded: the page suspends and only its spinner can render (a hydration would stop here).
    expect(renderToString(hello)).not.toContain('Hello page')
    await loadRouteChunks(routes, '/hello/42')
    // Rendered at once and without a Suspense boundary (<!--$-->), which React would leave to
    // hydrate after the rest of a server-rendered page.
    expect(renderToString(hello)).toBe('<p>Hello page</p>')
    await loadRouteChunks(routes, '/hello/43')
    // One download, whoever asked first.
    expect(loads).toBe(1)
  })

  it('tries a chunk that failed to download again', async () => {
    let attempt = 0
    const routes: RouteObject[] = [
      {
        path: 'flaky',
        element: lazyRoute(async () => {
          attempt += 1
          if (attempt === 1) throw new Error('network')
          return { HelloRoute }
        }, 'HelloRoute'),
      },
    ]
    await expect(loadRouteChunks(routes, '/flaky')).rejects.toThrow('network')
    await loadRouteChunks(routes, '/flaky')
    expect(renderToString(routes[0].element)).toContain('Hello page')
  })
})
