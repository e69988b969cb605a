import type { Payload } from 'payload'

import { queueShopNotice } from './queueShopNotice'
import { readMailContext } from './readMailContext'
import { type ClaimRecovered, claimRecoveredMail } from './templates/claimRecoveredMail'

/** Tells the people who run the shop that a half-done payment was finished or refunded (once: whoever held the claim). */
export async function queueClaimRecoveredNotice(payload: Payload, recovered: ClaimRecovered): Promise<void> {
  const mail = claimRecoveredMail(recovered, await readMailContext(payload))
  await queueShopNotice(payload, { kind: 'notice', ...mail, orderId: recovered.outcome === 'order' ? recovered.order.id : null })
}
