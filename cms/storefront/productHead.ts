import type { ApiProduct } from '@shared/api'
import { formatPrice } from '@shared/money'
import { productPath } from '@shared/routes'
import { escapeHtml } from '../mail/templates/escapeHtml'

const SITE_NAME = 'Community Rescue Shop'
/** Link previews show about this much of a description. */
const DESCRIPTION_MAX = 200
/** Originals of these types preview everywhere (Facebook, X, WhatsApp, Slack …); AVIF does not. */
const SHAREABLE_ORIGINAL = /\.(jpe?g|png|gif)$/i

/**
 * The <head> tags that make a product's shared link preview well: description, Open Graph and
 * Twitter card (name, image as an absolute URL, price, availability) and the canonical address.
 * Crawlers read the HTML only, so these come from the server, never from the app's JavaScript.
 */
export function productHeadTags(product: ApiProduct, siteUrl: string): string {
  const url = `${siteUrl}${productPath(product.id)}`
  const price = formatPrice(product.price)
  const description = describe(product, price)
  const image = shareImage(product)
  const soldOut = product.sizes.length > 0 && product.sizes.every((size) => (product.sizeInventory[size] ?? 0) <= 0)
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'product'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', product.name],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'product:price:amount', product.price],
    ['property', 'product:price:currency', 'USD'],
    ['property', 'product:availability', soldOut ? 'out of stock' : 'in stock'],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', product.name],
    ['name', 'twitter:description', description],
    ['name', 'twitter:label1', 'Price'],
    ['name', 'twitter:data1', price],
  ]
  if (image) {
    const absolute = `${siteUrl}${image}`
    tags.push(['property', 'og:image', absolute], ['property', 'og:image:alt', product.name], ['name', 'twitter:image', absolute])
  }
  return [
    ...tags.map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
  ].join('')
}

/** Puts the tags into a page's <head>, in place of the shell's general description. */
export function withHeadTags(html: string, tags: string): string {
  return html.replace(/<meta name="description"[^>]*>\s*/, '').replace('</head>', () => `${tags}</head>`)
}

function describe(product: ApiProduct, price: string): string {
  const text = (product.description ?? '').replace(/\s+/g, ' ').trim()
  if (!text) return `${product.name}, ${price}. Every purchase supports community programs in the US Virgin Islands.`
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`
}

/** The original when every site shows its type, else the largest WebP variant. */
function shareImage(product: ApiProduct): string | null {
  if (product.image && SHAREABLE_ORIGINAL.test(product.image)) return product.image
  return product.imageVariants.at(-1)?.url ?? product.image
}
