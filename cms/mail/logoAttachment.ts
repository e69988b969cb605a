import { loadSharp } from '../uploads/loadSharp'
import { LOGO_CID } from './templates/renderMail'

/** The storefront's mark (storefront/src/app/layout/Logo.tsx) as a plain SVG document. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40">
<circle cx="20" cy="20" r="17" fill="#b91c1c"/>
<circle cx="20" cy="20" r="8.5" fill="#fffaf3"/>
<g stroke="#fffaf3" stroke-width="5"><path d="M20 3v7M20 30v7M3 20h7M30 20h7"/></g>
<circle cx="20" cy="20" r="17" fill="none" stroke="#075985" stroke-width="2"/>
<path d="M20 24.5c-3-2.2-4.6-3.8-4.6-5.5a2.4 2.4 0 0 1 4.6-1 2.4 2.4 0 0 1 4.6 1c0 1.7-1.6 3.3-4.6 5.5z" fill="#b91c1c"/>
</svg>`

let png: Promise<Buffer> | null = null

/** The logo as a PNG (mail apps do not show SVG), 2x for sharp screens; drawn once per process. */
function logoPng(): Promise<Buffer> {
  png ??= loadSharp()(Buffer.from(LOGO_SVG), { density: 300 }).resize(80, 80).png().toBuffer()
  return png
}

/** Attached inline to every message and shown through `cid:` (no remote image for a mail app to block). */
export async function logoAttachment() {
  return { filename: 'logo.png', content: await logoPng(), cid: LOGO_CID, contentType: 'image/png' }
}
