const SITE = 'Community Rescue Shop'

/** React 19 hoists <title> into <head>; each screen names itself for tabs and screen readers. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${SITE}` : SITE}</title>
}
