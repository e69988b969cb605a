import { conflictMessage, planCountEdit, planInventoryEdit, planProductEdit, withCount } from './planStockEdit'

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

  describe('the count of a product without sizes (issue 13)', () => {
    it('leaves an untouched count alone and writes a changed one only over the count the editor saw', () => {
      expect(planCountEdit(4, 5, 5)).toEqual({ kind: 'plan', count: null })
      expect(planCountEdit(5, 9, 5)).toEqual({ kind: 'plan', count: { from: 5, to: 9 } })
      expect(planCountEdit(null, 9, null)).toEqual({ kind: 'plan', count: { from: null, to: 9 } })
    })

    it('refuses a change over a count that moved, saying how', () => {
      expect(planCountEdit(4, 9, 5)).toEqual({ kind: 'conflict', conflicts: ['Stock is now 4; you started from 5'] })
      expect(planCountEdit(3, 9, null)).toEqual({ kind: 'conflict', conflicts: ['Stock is now 3; you started from not counted'] })
    })

    it('stops counting whatever the count; without an expected count, sets it; without a count, leaves it', () => {
      expect(planCountEdit(4, null, 5)).toEqual({ kind: 'plan', count: { from: 'any', to: null } })
      expect(planCountEdit(4, 7, undefined)).toEqual({ kind: 'plan', count: { from: 'any', to: 7 } })
      expect(planCountEdit(4, undefined, 2)).toEqual({ kind: 'plan', count: null })
    })

    it('joins the size plan: one edit, every conflict named', () => {
      const sizes = planProductEdit({ M: 4 }, ['M'], { M: 6 }, { M: 5 })
      expect(withCount(sizes, planCountEdit(1, 2, 3))).toEqual({
        kind: 'conflict',
        conflicts: ['M is now 4; you started from 5', 'Stock is now 1; you started from 3'],
      })
      expect(withCount(planProductEdit({}, [], {}, {}), planCountEdit(3, 6, 3))).toEqual({ kind: 'plan', plan: { changes: [], sizes: [], count: { from: 3, to: 6 } } })
    })
  })
})
