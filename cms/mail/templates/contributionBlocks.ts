import type { ContributionStatement } from '@shared/givingWording'
import type { MailBlock } from './mailBlocks'

/** An order's tax statement as e-mail blocks: the purchase notice, or the heading, the figures and the disclosure. */
export function contributionBlocks(statement: ContributionStatement, intro?: string): MailBlock[] {
  if (statement.kind === 'purchase') return statement.paragraphs.map((text) => ({ type: 'paragraph', text }))
  return [
    { type: 'heading', text: statement.heading },
    ...(intro ? [{ type: 'paragraph' as const, text: intro }] : []),
    { type: 'details', rows: statement.rows },
    ...statement.paragraphs.map((text): MailBlock => ({ type: 'paragraph', text })),
  ]
}
