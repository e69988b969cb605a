import { priceSchema, sizeStockSchema, unsizedStockSchema } from '@shared/productRules'
import { validateWith } from './validateWith'

describe('Payload field validators built from the shared zod field schemas', () => {
  it('price: required, dollars with at most 2 decimals, from $0.50 to $1,000,000', () => {
    const validate = validateWith(priceSchema, { required: 'Price is required' })
    expect(validate(undefined)).toBe('Price is required')
    expect(validate(null)).toBe('Price is required')
    expect(validate(25)).toBe(true)
    expect(validate(0.5)).toBe(true)
    expect(validate(1.999)).toBe('Price must be a non-negative amount with at most 2 decimals')
    expect(validate(-1)).toBe('Price must be a non-negative amount with at most 2 decimals')
    expect(validate(0.49)).toMatch(/at least \$0\.50/)
    expect(validate(1_000_000.01)).toBe('Price must be at most $1,000,000')
  })

  it('the count of a product without sizes: empty (not counted) or a whole number', () => {
    const validate = validateWith(unsizedStockSchema)
    expect(validate(null)).toBe(true)
    expect(validate(undefined)).toBe(true)
    expect(validate(0)).toBe(true)
    expect(validate(1.5)).toBe('Stock must be a whole number of 0 or more, or left empty when the product is not counted')
    expect(validate(-1)).toBe('Stock must be a whole number of 0 or more, or left empty when the product is not counted')
  })

  it('the units of a size: a whole number of 0 or more', () => {
    const validate = validateWith(sizeStockSchema)
    expect(validate(3)).toBe(true)
    expect(validate(null)).toBe('Stock must be a whole number of 0 or more')
    expect(validate(2.5)).toBe('Stock must be a whole number of 0 or more')
  })
})

describe('an optional text setting', () => {
  it('takes an empty field, and refuses what the /api route refuses', async () => {
    const { footerSettings } = await import('@shared/settingsRules')
    const validate = validateWith((footerSettings.schema as any).shape.facebookUrl)
    expect(validate(undefined)).toBe(true)
    expect(validate(null)).toBe(true)
    expect(validate('https://facebook.com/rescue')).toBe(true)
    expect(validate('javascript:alert(1)')).toBe('Facebook URL must start with https:// (or be empty)')
  })
})
