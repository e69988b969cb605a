import { lowStockCrossings } from './lowStockCrossings'

describe('low-stock crossings', () => {
  const line = (before: number, after: number) => ({ productId: 'p', size: 'M' as const, before, after })

  it('alerts the sale that takes a count to the level or below, once', () => {
    expect(lowStockCrossings([line(5, 4)], 3)).toEqual([])
    expect(lowStockCrossings([line(4, 3)], 3)).toEqual([line(4, 3)])
    // The next sales stay below the level: no new alert.
    expect(lowStockCrossings([line(3, 2), line(2, 0)], 3)).toEqual([])
  })

  it('a sale that jumps over the level, or sells out, crosses it too', () => {
    expect(lowStockCrossings([line(10, 1)], 3)).toEqual([line(10, 1)])
    expect(lowStockCrossings([line(1, 0)], 0)).toEqual([line(1, 0)])
  })
})
