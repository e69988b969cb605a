import { countsOf, productEdit, putBackStock, returnUnitsWrite, stockAfter, takeStock, unchangedStockFilter, unitsOf } from './mongoStockDocument'

/** MongoDB cannot run here: the decisions its ledger sends to the database are checked as data. */
describe('MongoDB stock documents', () => {
  const rows = [
    { id: 'a1', size: 'S', quantity: 2 },
    { id: 'b2', size: 'M', quantity: 5 },
  ]

  it('reads the counts of a stock array', () => {
    expect(countsOf(rows)).toEqual({ S: 2, M: 5 })
  })

  it('matches the product only while every size still has the count read, and no size was added', () => {
    expect(unchangedStockFilter('p1', rows)).toEqual({
      _id: 'p1',
      stock: { $size: 2 },
      $and: [{ stock: { $elemMatch: { size: 'S', quantity: 2 } } }, { stock: { $elemMatch: { size: 'M', quantity: 5 } } }],
    })
    expect(unchangedStockFilter('p1', [])).toEqual({ _id: 'p1', stock: { $size: 0 } })
  })

  it('writes the planned stock: rows keep their ids, new sizes get one, canonical order', () => {
    const after = stockAfter(
      rows,
      {
        changes: [
          { kind: 'add', size: 'XS', quantity: 1 },
          { kind: 'set', size: 'M', from: 5, to: 7 },
          { kind: 'remove', size: 'S', from: 2 },
        ],
        sizes: ['XS', 'M'],
      },
      () => 'new1',
    )
    expect(after).toEqual([
      { id: 'new1', size: 'XS', quantity: 1 },
      { id: 'b2', size: 'M', quantity: 7 },
    ])
    expect(rows[1].quantity).toBe(5)
  })

  it('checks the count of a product without sizes too when it is given (null matches an old document)', () => {
    expect(unchangedStockFilter('p1', [], 4)).toEqual({ _id: 'p1', stock: { $size: 0 }, stockCount: 4 })
    expect(unchangedStockFilter('p1', [], null)).toEqual({ _id: 'p1', stock: { $size: 0 }, stockCount: null })
  })

  it('takes a size or a count only while enough units remain, and reads what is left', () => {
    const sized = { productId: 'p1', size: 'M' as const, quantity: 2 }
    const unsized = { productId: 'p2', size: null, quantity: 2 }
    expect(takeStock(sized)).toEqual({
      filter: { _id: 'p1', stock: { $elemMatch: { size: 'M', quantity: { $gte: 2 } } } },
      update: { $inc: { 'stock.$.quantity': -2 } },
    })
    expect(takeStock(unsized)).toEqual({ filter: { _id: 'p2', stockCount: { $gte: 2 } }, update: { $inc: { stockCount: -2 } } })
    expect(putBackStock(unsized)).toEqual({ filter: { _id: 'p2', stockCount: { $ne: null } }, update: { $inc: { stockCount: 2 } } })
    expect(putBackStock(sized).filter).toEqual({ _id: 'p1', 'stock.size': 'M' })
    expect(unitsOf({ stock: rows }, { size: 'S' })).toBe(2)
    expect(unitsOf({ stockCount: 0 }, unsized)).toBe(0)
    expect(unitsOf({ stockCount: null }, unsized)).toBeNull()
  })

  it('records returned units of an order line compare-and-set, so a unit never comes back twice', () => {
    expect(returnUnitsWrite('o1', 'i1', 0, 3)).toEqual({
      filter: { _id: 'o1', items: { $elemMatch: { id: 'i1', restockedQuantity: { $in: [0, null] }, quantity: { $gte: 3 } } } },
      update: { $inc: { 'items.$.restockedQuantity': 3 } },
    })
    expect(returnUnitsWrite('o1', 'i1', 2, 1).filter).toEqual({ _id: 'o1', items: { $elemMatch: { id: 'i1', restockedQuantity: 2, quantity: { $gte: 3 } } } })
  })

  it('writes a changed count of a product without sizes only over the count read', () => {
    const write = productEdit('p2', [], { changes: [], sizes: [], count: { from: 4, to: 6 } }, undefined, new Date(0), 4)
    expect(write.filter).toEqual({ _id: 'p2', stock: { $size: 0 }, stockCount: 4 })
    expect(write.update.$set).toMatchObject({ stockCount: 6, stock: [] })
  })
})
