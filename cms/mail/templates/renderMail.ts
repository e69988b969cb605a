import { SHOP_NAME } from '@shared/shopName'
import { escapeHtml } from './escapeHtml'
import type { MailBlock, MailContent, MailItem, RenderedMail } from './mailBlocks'

/** Content-ID of the logo, attached to every message when it is sent (no remote image to block). */
export const LOGO_CID = 'logo@rescue-shop'

const FONT = "-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif"
const COLOR = {
  page: '#fffaf3',
  card: '#ffffff',
  text: '#1c1917',
  muted: '#57534e',
  border: '#e7dccb',
  primary: '#b91c1c',
  ocean: '#075985',
  soft: '#f5efe6',
}

/** Every message in the shop's look: logo, heading, blocks, contact footer; and the same as plain text. */
export function renderMail(content: MailContent): RenderedMail {
  return { subject: content.subject, html: renderHtml(content), text: renderText(content) }
}

function renderHtml(content: MailContent): string {
  const { contact } = content
  const footer = [contact.email, contact.phone, contact.location].filter(Boolean).map(escapeHtml).join(' &middot; ')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLOR.page};color:${COLOR.text};font-family:${FONT};-webkit-text-size-adjust:100%">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOR.page}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 4px 16px">
<a href="${escapeHtml(content.shopUrl)}" style="color:${COLOR.text};text-decoration:none;font-size:18px;font-weight:700">
<img src="cid:${LOGO_CID}" width="40" height="40" alt="" style="vertical-align:middle;border:0;margin-right:10px">${SHOP_NAME}</a>
</td></tr>
<tr><td style="background:${COLOR.card};border:1px solid ${COLOR.border};border-radius:12px;padding:24px 20px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${COLOR.text}">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 4px;font-size:13px;line-height:1.5;color:${COLOR.muted};text-align:center">
${footer}<br>
<a href="${escapeHtml(content.shopUrl)}" style="color:${COLOR.ocean}">${escapeHtml(displayUrl(content.shopUrl))}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 14px;font-size:16px;line-height:1.5">${lines(block.text)}</p>`
    case 'heading':
      return `<h2 style="margin:22px 0 10px;font-size:17px;line-height:1.3;color:${COLOR.text}">${escapeHtml(block.text)}</h2>`
    case 'note':
      return `<p style="margin:14px 0 0;font-size:13px;line-height:1.5;color:${COLOR.muted}">${lines(block.text)}</p>`
    case 'link':
      return `<p style="margin:14px 0 0;font-size:13px;line-height:1.5;color:${COLOR.muted}">${lines(block.text)} <a href="${escapeHtml(block.url)}" style="color:${COLOR.ocean}">${escapeHtml(block.label)}</a></p>`
    case 'button':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 18px"><tr><td style="border-radius:8px;background:${COLOR.primary}">
<a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 22px;font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(block.label)}</a>
</td></tr></table>
<p style="margin:0 0 14px;font-size:13px;line-height:1.5;color:${COLOR.muted};word-break:break-all">Or open this link: <a href="${escapeHtml(block.url)}" style="color:${COLOR.ocean}">${escapeHtml(block.url)}</a></p>`
    case 'details':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 14px;font-size:15px;line-height:1.5">
${block.rows
  .map(
    (row) =>
      `<tr><td style="padding:4px 12px 4px 0;color:${COLOR.muted};vertical-align:top;white-space:nowrap">${escapeHtml(row.label)}</td><td style="padding:4px 0;vertical-align:top">${lines(row.value)}</td></tr>`,
  )
  .join('\n')}
</table>`
    case 'items':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 14px;font-size:15px;line-height:1.4;border-collapse:collapse">
${block.items
  .map(
    (item) =>
      `<tr><td style="padding:10px 8px 10px 0;border-bottom:1px solid ${COLOR.border}">${struck(item, `<strong>${escapeHtml(item.name)}</strong><br><span style="color:${COLOR.muted};font-size:14px">${escapeHtml(itemDetail(item))}</span>`)}${item.note ? `<br><span style="color:${COLOR.primary};font-size:14px;font-weight:600">${lines(item.note)}</span>` : ''}</td><td align="right" style="padding:10px 0;border-bottom:1px solid ${COLOR.border};white-space:nowrap;vertical-align:top">${struck(item, escapeHtml(item.lineTotal))}</td></tr>`,
  )
  .join('\n')}
${block.totals
  .map(
    (row) =>
      `<tr><td style="padding:${row.strong ? '10px' : '6px'} 8px 0 0;${row.strong ? 'font-weight:700;font-size:17px' : `color:${COLOR.muted}`}">${escapeHtml(row.label)}</td><td align="right" style="padding:${row.strong ? '10px' : '6px'} 0 0;white-space:nowrap;${row.strong ? 'font-weight:700;font-size:17px' : ''}">${escapeHtml(row.value)}</td></tr>`,
  )
  .join('\n')}
</table>`
  }
}

function renderText(content: MailContent): string {
  const { contact } = content
  const parts = [SHOP_NAME, '', content.heading, '='.repeat(Math.min(content.heading.length, 60)), '']
  for (const block of content.blocks) parts.push(blockText(block), '')
  parts.push('--', [contact.email, contact.phone, contact.location].filter(Boolean).join(' | '), content.shopUrl, '')
  return parts.join('\n')
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'note':
      return block.text
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`
    case 'button':
      return `${block.label}: ${block.url}`
    case 'link':
      return `${block.text} ${block.label}: ${block.url}`
    case 'details':
      return block.rows.map((row) => `${row.label}: ${row.value.replace(/\n/g, '\n  ')}`).join('\n')
    case 'items':
      return [
        ...block.items.map((item) => `- ${item.struck ? '[refunded] ' : ''}${item.name} (${itemDetail(item)})  ${item.lineTotal}${item.note ? `\n  ${item.note.replace(/\n/g, '\n  ')}` : ''}`),
        '',
        ...block.totals.map((row) => `${row.label}: ${row.value}`),
      ].join('\n')
  }
}

/** A line refunded in full: struck through, and said so (a struck line alone is not read out). */
function struck(item: MailItem, html: string): string {
  return item.struck ? `<s style="color:${COLOR.muted}">${html}</s>` : html
}

function itemDetail(item: { size: string | null; quantity: number }): string {
  return item.size ? `Size ${item.size} · Qty ${item.quantity}` : `Qty ${item.quantity}`
}

/** Escaped text with its line breaks kept (addresses, multi-line notes). */
function lines(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>')
}

function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '')
}
