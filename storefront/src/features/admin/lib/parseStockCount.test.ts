import { parseStockCount } from './parseStockCount'

describe('inventory counts as typed', () => {
  it('keeps whole numbers of 0 or more', () => {
    expect(parseStockCount('0')).toBe(0)
    expect(parseStockCount('12')).toBe(12)
    expect(parseStockCount(' 7 ')).toBe(7)
    expect(parseStockCount(5)).toBe(5)
  })

  it('counts non-numeric input as 0', () => {
    expect(parseStockCount('')).toBe(0)
    expect(parseStockCount('many')).toBe(0)
    expect(parseStockCount(Number.NaN)).toBe(0)
  })

  it('clamps negatives to 0 and drops fractions', () => {
    expect(parseStockCount('-3')).toBe(0)
    expect(parseStockCount(-1)).toBe(0)
    expect(parseStockCount('4.7')).toBe(4)
  })
})
