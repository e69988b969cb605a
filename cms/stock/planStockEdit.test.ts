import { conflictMessage, planInventoryEdit, planProductEdit } from './planStockEdit'

describe('planning a stock edit', () => {
  describe('the inline inventory editor', () => {
    it('with expected counts: leaves untouched sizes alone and makes each change conditional', () => {
      expect(planInventoryEdit({ S: 1, M: 4 }, { S: 5, M: 6 }, { S: 5, M: 4 })).toEqual({
        kind: 'plan',
        plan: { changes: [{ kind: 'set', size: 'M', from: 4, to: 6 }], sizes: ['S', 'M'] },
      })
    })

    it('refuses a change over a count that moved, saying how', () => {
      expect(planInventoryEdit({ S: 1, M: 4 }, { S: 3, M: 6 }, { S: 1, M: 5 })).toEqual({ kind: 'conflict', conflicts: ['M is now 4; you started from 5'] })
      expect(planInventoryEdit({ S: 1 }, { M: 6 }, { M: 5 })).toEqual({ kind: 'conflict', conflicts: ['M is no longer offered; you started from 5'] })
    })

    it('without expected counts: sets them (a script that means to set)', () => {
      expect(planInventoryEdit({ M: 4 }, { M: 9 }, null)).toEqual({ kind: 'plan', plan: { changes: [{ kind: 'set', size: 'M', from: null, to: 9 }], sizes: ['M'] } })
    })
  })

  describe('the product form', () => {
    it('keeps a sale made while only the description was edited: nothing to write', () => {
      expect(planProductEdit({ M: 4, L: 3 }, ['M', 'L'], { M: 5, L: 3 }, { M: 5, L: 3 })).toEqual({ kind: 'plan', plan: { changes: [], sizes: ['M', 'L'] } })
    })

    it('adds, removes and sets sizes, in the canonical size order', () => {
      expect(planProductEdit({ S: 2, M: 5 }, ['XL', 'M'], { M: 7, XL: 6 }, { S: 2, M: 5 })).toEqual({
        kind: 'plan',
        plan: {
          changes: [
            { kind: 'remove', size: 'S', from: 2 },
            { kind: 'set', size: 'M', from: 5, to: 7 },
            { kind: 'add', size: 'XL', quantity: 6 },
          ],
          sizes: ['M', 'XL'],
        },
      })
    })

    it('a removed size goes whatever its count: removing never puts units back', () => {
      expect(planProductEdit({ S: 0, M: 5 }, ['M'], { M: 5 }, { S: 2, M: 5 })).toMatchObject({ kind: 'plan', plan: { changes: [{ kind: 'remove', size: 'S', from: 0 }] } })
    })

    it('refuses sizes that appeared or vanished meanwhile, and every moved count, all at once', () => {
      expect(planProductEdit({ M: 4, XL: 3 }, ['S', 'M'], { S: 1, M: 6 }, { S: 1, M: 5 })).toEqual({
        kind: 'conflict',
        conflicts: ['S is no longer offered; you started from 1', 'M is now 4; you started from 5', 'XL is now 3; you started without it'],
      })
      expect(planProductEdit({ M: 4, XL: 3 }, ['M', 'XL'], { M: 4, XL: 1 }, { M: 4 })).toEqual({ kind: 'conflict', conflicts: ['XL is now 3; you started without it'] })
    })

    it('without expected counts: the request is the truth', () => {
      expect(planProductEdit({ S: 2, M: 4 }, ['M', 'L'], { M: 5 }, null)).toEqual({
        kind: 'plan',
        plan: {
          changes: [
            { kind: 'remove', size: 'S', from: 2 },
            { kind: 'set', size: 'M', from: null, to: 5 },
            { kind: 'add', size: 'L', quantity: 0 },
          ],
          sizes: ['M', 'L'],
        },
      })
    })
  })

  it('says in the 409 which sizes changed and that nothing was saved', () => {
    expect(conflictMessage(['M is now 4; you started from 5'])).toBe(
      'Stock changed while you were editing: M is now 4; you started from 5. Nothing was saved; check the counts and save again.',
    )
  })
})
