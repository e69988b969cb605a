import { checkoutContactSchema } from './checkoutRules'
import { withoutControlCharacters } from './plainText'
import { refundRequestSchema } from './refundRules'

describe('typed text without control characters', () => {
  it('leaves out NUL, escape and the like; keeps line breaks and tabs', () => {
    expect(withoutControlCharacters('a\u0000b\u001b[31mc\u007f\n\td\r\n')).toBe('ab[31mc\n\td\r\n')
  })

  it('the checkout form and the refund reason store none (a name of control characters alone is no name)', () => {
    const form = { customerName: 'Maria\u0000 Hodge', customerEmail: 'maria@example.org', customerPhone: '340\u0008-555', deliveryMethod: 'out-of-town', shippingAddress: 'PO Box 1\u0000\nChristiansted', note: 'Gate\u001b code 12' }
    expect(checkoutContactSchema.parse(form)).toMatchObject({ customerName: 'Maria Hodge', customerPhone: '340-555', shippingAddress: 'PO Box 1\nChristiansted', note: 'Gate code 12' })
    expect(checkoutContactSchema.safeParse({ ...form, customerName: '\u0000\u0000' }).error?.issues[0]).toMatchObject({ path: ['customerName'], message: 'Name is required' })
    expect(refundRequestSchema.parse({ reason: 'wrong\u0000 size' }).reason).toBe('wrong size')
  })
})
