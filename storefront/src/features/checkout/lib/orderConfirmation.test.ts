import { parseOrderConfirmation } from './orderConfirmation'

const saved = {
  id: '3f2c9a7b-1d2e-4f00-9abc-def012345678',
  total: '52.04',
  receiptEmail: 'ana@example.org',
  privatePath: '/orders/3f2c9a7b-1d2e-4f00-9abc-def012345678?token=abc_DEF-123',
  savedAt: 1,
}

describe('the saved order confirmation', () => {
  it('reads back what was saved', () => {
    expect(parseOrderConfirmation(JSON.stringify(saved))).toEqual(saved)
    expect(parseOrderConfirmation(JSON.stringify({ ...saved, receiptEmail: null }))?.receiptEmail).toBeNull()
  })

  it('ignores anything else: nothing, broken text, a link that leads elsewhere', () => {
    expect(parseOrderConfirmation(null)).toBeNull()
    expect(parseOrderConfirmation('{not json')).toBeNull()
    expect(parseOrderConfirmation(JSON.stringify({ ...saved, privatePath: 'https://evil.example/orders/1?token=x' }))).toBeNull()
    expect(parseOrderConfirmation(JSON.stringify({ ...saved, privatePath: '//evil.example/orders/1?token=x' }))).toBeNull()
    expect(parseOrderConfirmation(JSON.stringify({ ...saved, total: 52 }))).toBeNull()
  })
})
