import type { Payload, PayloadRequest } from 'payload'

import { deliveryRunnerSignal } from './deliveryRunnerSignal'
import { DELIVER_MAIL_TASK, MAIL_QUEUE } from './mailKinds'

/**
 * Queues one delivery job for a recorded message. With `req` the job joins that request's
 * transaction: an order and its mail are stored together or not at all.
 */
export async function queueDelivery(payload: Payload, messageId: string, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: DELIVER_MAIL_TASK, queue: MAIL_QUEUE, input: { messageId }, req, overrideAccess: true })
  deliveryRunnerSignal.notify()
}
