import { KeyedLock } from '../../db/keyedLock'

/**
 * An order's refunds, cancellation and refund webhooks run one at a time in this process: a
 * double click or a webhook arriving mid-refund waits and then sees what the first one recorded.
 */
export const orderLock = new KeyedLock()
