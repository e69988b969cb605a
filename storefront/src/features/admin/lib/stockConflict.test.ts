import { ApiError } from '@/lib/ApiError'

import { countAfterConflict, startingCounts, stockConflictCount, stockConflictCounts } from './stockConflict'

describe('a stock save refused because the stock changed meanwhile (409)', () => {
  it('reads the stored counts the server answered with', () => {
    const error = new ApiError(409, '{"message":"Stock changed while you were editing: M is now 4; you started from 5.","sizeInventory":{"S":2,"M":4}}')
    expect(stockConflictCounts(error)).toEqual({ S: 2, M: 4 })
  })

  it('is null for any other failure', () => {
    expect(stockConflictCounts(new ApiError(400, '{"message":"Stock must be a whole number of 0 or more"}'))).toBeNull()
    expect(stockConflictCounts(new ApiError(409, '{"message":"Conflict"}'))).toBeNull()
    expect(stockConflictCounts(new ApiError(409, '<html>'))).toBeNull()
    expect(stockConflictCounts('409')).toBeNull()
  })

  it('shows the stored count where it changed meanwhile, and keeps what was typed elsewhere', () => {
    const startedFrom = { S: 4, L: 0 }
    const current = { S: 3, L: 0, M: 2 }
    expect(countAfterConflict('S', '10', startedFrom, current)).toBe('3')
    expect(countAfterConflict('L', '4', startedFrom, current)).toBe('4')
    // A size someone else added, with nothing typed for it.
    expect(countAfterConflict('M', undefined, startedFrom, current)).toBe('2')
  })

  it('starts an editor from every size of the product, a missing count as 0', () => {
    expect(startingCounts({ sizes: ['S', 'M'], sizeInventory: { S: 3 } })).toEqual({ S: 3, M: 0 })
  })
})

describe('the count of a product without sizes in a 409', () => {
  it('reads the stored count, null when it is not counted', () => {
    expect(stockConflictCount(new ApiError(409, '{"message":"Stock changed","stock":4}'))).toBe(4)
    expect(stockConflictCount(new ApiError(409, '{"message":"Stock changed","stock":null}'))).toBeNull()
  })

  it('is undefined when the answer carries none, and never read out of an error text', () => {
    expect(stockConflictCount(new ApiError(409, '{"message":"Stock changed"}'))).toBeUndefined()
    expect(stockConflictCount(new ApiError(400, '{"stock":4}'))).toBeUndefined()
    expect(stockConflictCount(new Error('409: {"stock":4}'))).toBeUndefined()
    expect(stockConflictCounts(new Error('409: {"sizeInventory":{"S":2}}'))).toBeNull()
  })
})
