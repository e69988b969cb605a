import { orderFiltersOf, orderFiltersSchema, orderFiltersWhere } from './orderFilters'

describe('order filters', () => {
  it('search names, e-mails and order numbers; status; days in the shop\'s time zone, both included', () => {
    const filters = orderFiltersSchema.parse({ q: '#3f2c9a10', status: 'completed', from: '2026-11-01', to: '2026-11-30' })
    expect(orderFiltersWhere(filters, 'sqlite')).toEqual({
      and: [
        { status: { equals: 'completed' } },
        { createdAt: { greater_than_equal: '2026-11-01T04:00:00.000Z' } },
        { createdAt: { less_than: '2026-12-01T04:00:00.000Z' } },
        { or: [{ customerName: { like: '3f2c9a10' } }, { customerEmail: { like: '3f2c9a10' } }, { id: { like: '3f2c9a10' } }] },
      ],
    })
  })

  it('matches an ObjectId prefix as a range on MongoDB', () => {
    expect(orderFiltersWhere({ q: '65A1B2C3' }, 'mongodb')).toEqual({
      and: [
        {
          or: [
            { customerName: { like: '65A1B2C3' } },
            { customerEmail: { like: '65A1B2C3' } },
            { and: [{ id: { greater_than_equal: '65a1b2c30000000000000000' } }, { id: { less_than_equal: '65a1b2c3ffffffffffffffff' } }] },
          ],
        },
      ],
    })
  })

  it('a name is not an order number; no filters is everything', () => {
    expect(orderFiltersWhere({ q: 'maria' }, 'sqlite')).toEqual({ and: [{ or: [{ customerName: { like: 'maria' } }, { customerEmail: { like: 'maria' } }] }] })
    expect(orderFiltersWhere({}, 'mongodb')).toEqual({})
  })

  it('refuses days that do not exist and a range that ends before it starts; empty fields are no filter', () => {
    expect(orderFiltersSchema.safeParse({ from: '2026-02-30' }).success).toBe(false)
    expect(orderFiltersSchema.safeParse({ from: '2026-11-30', to: '2026-11-01' }).success).toBe(false)
    expect(orderFiltersSchema.safeParse({ status: 'lost' }).success).toBe(false)
    expect(orderFiltersOf({ q: '', status: 'refunded', from: '  ', extra: 'x' })).toEqual({ status: 'refunded' })
  })
})
