import { ORDER_STATUSES } from '@shared/orderStatus'
import { ORDER_STATUS_TONE, orderStatusTone } from './orderStatusTone'

describe('order status colours', () => {
  it('give every status its own colour, and completed never the colour of cancelled', () => {
    const tones = ORDER_STATUSES.map((status) => ORDER_STATUS_TONE[status])
    expect(new Set(tones).size).toBe(ORDER_STATUSES.length)
    expect(orderStatusTone('completed')).toMatch(/bg-success/)
    expect(orderStatusTone('cancelled')).not.toMatch(/bg-success|bg-primary|bg-destructive/)
  })

  it('show an unknown status like pending', () => {
    expect(orderStatusTone('on-hold')).toBe(ORDER_STATUS_TONE.pending)
  })
})
