import { DONATION_NOT_MONEY, DONATION_RANGE, DONATIONS_OFF, givingSettingsSchema, readDonation } from './givingRules'

describe('a gift as the buyer sends it', () => {
  it('reads decimal strings to cents; none is 0', () => {
    expect(readDonation(undefined, true)).toEqual({ cents: 0 })
    expect(readDonation('0.00', true)).toEqual({ cents: 0 })
    expect(readDonation('0.00', false)).toEqual({ cents: 0 })
    expect(readDonation('10', true)).toEqual({ cents: 1000 })
    expect(readDonation('1.00', true)).toEqual({ cents: 100 })
    expect(readDonation('10000.00', true)).toEqual({ cents: 1_000_000 })
  })

  it('refuses negative, malformed, too small or too large amounts, numbers, and any gift while donations are off', () => {
    for (const bad of ['-5.00', 'abc', '1.999', '1e3', '', ' ', 5, true, {}]) expect(readDonation(bad, true)).toEqual({ message: DONATION_NOT_MONEY })
    expect(readDonation('0.99', true)).toEqual({ message: DONATION_RANGE })
    expect(readDonation('10000.01', true)).toEqual({ message: DONATION_RANGE })
    expect(readDonation('5.00', false)).toEqual({ message: DONATIONS_OFF })
  })
})

describe('the giving settings', () => {
  it('takes a whole object, normalising presets', () => {
    expect(givingSettingsSchema.parse({ organizationName: ' Community Rescue Inc. ', ein: '12-3456789', feeMode: 'optional', donationsEnabled: false, donationPresets: ['5', '10.5'] })).toEqual({
      organizationName: 'Community Rescue Inc.', ein: '12-3456789', feeMode: 'optional', donationsEnabled: false, donationPresets: ['5.00', '10.50'],
    })
    expect(givingSettingsSchema.parse({ ein: '' })).toEqual({ ein: '' })
  })

  it('refuses bad values with a message at the field', () => {
    const issues = (body: unknown) => givingSettingsSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message])
    expect(issues({ ein: '123456789' })).toEqual([['ein', 'EIN must look like 12-3456789 (or be left empty)']])
    expect(issues({ feeMode: 'sometimes' })).toEqual([['feeMode', 'Fee mode must be required, optional or absorbed']])
    expect(issues({ organizationName: '  ' })).toEqual([['organizationName', 'Organization name is required']])
    expect(issues({ donationPresets: ['0.50'] })).toEqual([['donationPresets.0', 'Each preset must be from $1.00 to $10,000.00']])
    expect(issues({ donationPresets: ['5.00', '5'] })).toEqual([['donationPresets', 'Each preset amount only once']])
    expect(issues({ donationsEnabled: 'yes' })).toEqual([['donationsEnabled', 'donationsEnabled must be true or false']])
  })
})
