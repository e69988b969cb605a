import { ORDER_STATUS_FROM, OrderStatusConflict } from '@cms/orders/orderStatusConflict'
import { MONEY_STATUS_CHANGE } from '@cms/orders/moneyStatusChange'
import { keepMoneyStatusesToTheServer } from './keepMoneyStatusesToTheServer'

jest.mock('payload', () => ({
  APIError: class APIError extends Error {
    constructor(
      message: string,
      readonly status: number,
    ) {
      super(message)
    }
  },
}))

type HookArgs = Parameters<typeof keepMoneyStatusesToTheServer>[0]
const run = (data: Record<string, unknown>, stored: string, context: Record<string, unknown> = {}) =>
  keepMoneyStatusesToTheServer({ data, originalDoc: { id: 'o1', status: stored }, operation: 'update', context } as unknown as HookArgs)

describe('cancelled and refunded are set only with the money', () => {
  it('refuses to set them by hand (400), or to reopen an order whose money went back (409: the order as it is now, as /api/admin/orders answers)', () => {
    expect(() => run({ status: 'cancelled' }, 'completed')).toThrow(expect.objectContaining({ status: 400 }))
    expect(() => run({ status: 'fulfilled' }, 'refunded')).toThrow(expect.objectContaining({ status: 409 }))
    expect(() => run({ status: 'fulfilled' }, 'cancelled')).toThrow(expect.objectContaining({ status: 409 }))
    expect(run({ status: 'cancelled' }, 'completed', { [MONEY_STATUS_CHANGE]: true })).toEqual({ status: 'cancelled' })
  })

  it('a change decided from a status another change replaced since (a cancel on another process) lost that race: 409, not 400', () => {
    const decidedFrom = { [ORDER_STATUS_FROM]: { o1: 'completed' } }
    expect(() => run({ status: 'fulfilled' }, 'cancelled', decidedFrom)).toThrow(OrderStatusConflict)
    expect(() => run({ status: 'fulfilled' }, 'cancelled', decidedFrom)).toThrow(expect.objectContaining({ status: 409 }))
    // Already what it asks for: nothing to refuse.
    expect(run({ status: 'fulfilled' }, 'fulfilled', decidedFrom)).toEqual({ status: 'fulfilled' })
  })
})
