import { checkoutPrefill } from './checkoutPrefill'

const order = (createdAt: string, customerPhone: string, customerName = 'Ana Hodge') => ({
  createdAt,
  customerName,
  customerEmail: 'old@example.org',
  customerPhone,
})

describe('checkout prefill for a signed-in buyer', () => {
  it("takes name and e-mail from the profile and the phone from the latest order", () => {
    const user = { firstName: 'Maria', lastName: 'Hodge', email: 'maria@example.org' }
    expect(checkoutPrefill(user, [order('2026-01-01T00:00:00Z', '111'), order('2026-03-01T00:00:00Z', '333'), order('2026-02-01T00:00:00Z', '222')])).toEqual({
      customerName: 'Maria Hodge',
      customerEmail: 'maria@example.org',
      customerPhone: '333',
    })
  })

  it('falls back to the last order for a profile without a name, and leaves unknowns empty', () => {
    expect(checkoutPrefill({ firstName: null, lastName: ' ', email: 'x@example.org' }, [order('2026-01-01T00:00:00Z', '340-555-0100', 'Ana Hodge')])).toEqual({
      customerName: 'Ana Hodge',
      customerEmail: 'x@example.org',
      customerPhone: '340-555-0100',
    })
    expect(checkoutPrefill({ firstName: 'Ana', lastName: null, email: 'ana@example.org' }, [])).toEqual({
      customerName: 'Ana',
      customerEmail: 'ana@example.org',
      customerPhone: '',
    })
  })
})
