import { fillShell } from './prerender'

const shell =
  '<html><head><title>Shop</title><script type="module" crossorigin src="/a.js"></script>\n<link rel="modulepreload" crossorigin href="/b.js">\n<link rel="stylesheet" crossorigin href="/c.css"></head><body><div id="root"></div></body></html>'

describe('placing the rendered page into the shell', () => {
  it('inserts every text as it is, replacement patterns included', () => {
    const nasty = "$' $` $& $$ $1 $<name> $"
    // React escapes text in markup; the state is raw JSON.
    const html = nasty.replace(/</g, '&lt;').replace(/>/g, '&gt;')
    const page = fillShell(shell, `<title>${html}</title><p>${html}</p>`, JSON.stringify({ name: nasty }))
    expect(page).toContain(`<title>${html}</title></head>`)
    expect(page).toContain(`<div id="root"><p>${html}</p></div>`)
    const state = /<script type="application\/json" id="[^"]+">(.*?)<\/script>/.exec(page)![1]
    expect(JSON.parse(state)).toEqual({ name: nasty })
    expect(page.match(/<html>/g)).toHaveLength(1)
  })
})

describe('the root of a page whose app starts after its first paint', () => {
  it('keeps the mark that the app is not listening yet', () => {
    const page = fillShell(shell.replace('<div id="root">', '<div id="root" aria-busy="true">'), '<p>Shop</p>', '{}')
    expect(page).toContain('<div id="root" aria-busy="true"><p>Shop</p></div>')
  })
})
