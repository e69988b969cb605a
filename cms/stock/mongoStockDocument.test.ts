import { countsOf, stockAfter, unchangedStockFilter } from './mongoStockDocument'

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
})
