import { isStorefrontRoute } from '@shared/routes'

import { routes } from './router'

/** Every page path of the browser's router, with a sample value for each parameter. */
function pagePaths(): string[] {
  const sample: Record<string, string> = { id: '0b7c1f2e-4a5d-4c3b-9e8f-1a2b3c4d5e6f', action: 'confirm' }
  return (routes[0].children ?? [])
    .filter((route) => route.path !== '*')
    .map((route) => `/${route.path ?? ''}`.replace(/:(\w+)/g, (_, name: string) => sample[name]))
}

describe('the pages the server answers 200 for', () => {
  it('include every page of the browser\'s router (/admin/promotions and /admin/giving were answered 404)', () => {
    const paths = pagePaths()
    expect(paths).toEqual(expect.arrayContaining(['/', '/shop', '/admin/promotions', '/admin/giving', '/products/0b7c1f2e-4a5d-4c3b-9e8f-1a2b3c4d5e6f']))
    expect(paths.filter((path) => !isStorefrontRoute(path))).toEqual([])
  })
})
