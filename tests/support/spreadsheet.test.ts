import { ordersCsv } from '@cms/orders/search/ordersCsv'
import type { Order } from '@cms/payload-types'

import { parseCsv, readWithLibreOffice, spreadsheetCellType } from './spreadsheet'

/** Order ids whose first 8 characters a spreadsheet would read as something other than text, bare. */
const TRICKY_IDS = ['53864201', '123456e7', '00012345', '1e100000', '12345678', '0000e000', '2026-111', '1234.567'].map(
  (prefix, index) => `${prefix}-0000-4000-8000-${String(index).padStart(12, '0')}`,
)

function order(id: string, index: number): Order {
  return {
    id,
    status: index % 2 ? 'completed' : 'refunded',
    demo: index === 3,
    customerName: index === 1 ? '=HYPERLINK("http://evil.example","x")' : `Buyer ${index}`,
    customerEmail: `b${index}@example.org`,
    customerPhone: index === 2 ? '+1 340 555 0199' : '3405550199',
    deliveryMethod: index % 2 ? 'out-of-town' : 'in-town',
    shippingAddress: index % 2 ? '12 Bay Road\nChristiansted, VI 00820' : null,
    subtotalCents: 2500,
    shippingCents: index % 2 ? 1500 : 0,
    feeCents: 105,
    totalCents: index % 2 ? 4105 : 2605,
    refundedCents: index % 2 ? 0 : 2605,
    paymentIntentId: `pi_${index}`,
    items: [{ id: `item-${index}`, product: null, productName: 'Rescue Tee', size: 'M', quantity: 1, priceCents: 2500, restockedQuantity: 0 }],
    createdAt: '2026-11-20T14:00:00.000Z',
    updatedAt: '2026-11-20T14:00:00.000Z',
  } as Order
}

describe('the orders CSV as a spreadsheet opens it', () => {
  const csv = ordersCsv(TRICKY_IDS.map(order), new Map())

  it('knows what a spreadsheet makes of a field', () => {
    expect(['53864201', '123456e7', '00012345', '1e100000', '1234.567', '1,234', '$5', '50%', '(12)', 'TRUE'].map(spreadsheetCellType)).toEqual([
      'number',
      'number',
      'number',
      'number',
      'number',
      'number',
      'number',
      'number',
      'number',
      'boolean',
    ])
    expect(['2026-11-20', '2026-11-20 10:00', '11/20/2026', '20-Nov', '10:00'].map(spreadsheetCellType)).toEqual(['date', 'date', 'date', 'date', 'date'])
    expect(['=1+1', '@SUM(A1)', '#53864201', "'53864201", 'Rescue Tee', '2XL'].map(spreadsheetCellType)).toEqual(['formula', 'formula', 'text', 'text', 'text', 'text'])
  })

  it('keeps every order number as text, with the shop\'s own words for status and delivery', () => {
    const rows = parseCsv(csv)
    const header = rows[0]
    const column = (name: string) => header.indexOf(name)
    expect(header).toEqual(expect.arrayContaining(['Order number', 'Phone', 'Delivery', 'Mailing address', 'Status']))
    const lines = rows.slice(1)
    expect(lines.map((row) => row[column('Order number')])).toEqual(TRICKY_IDS.map((id) => `#${id.slice(0, 8)}`))
    for (const row of lines) expect([row[column('Order number')], spreadsheetCellType(row[column('Order number')])]).toEqual([row[column('Order number')], 'text'])
    expect(lines.map((row) => row[column('Delivery')])).toEqual(expect.arrayContaining(['In town (St. John)', 'Out of town (mail)']))
    expect(new Set(lines.map((row) => row[column('Status')]))).toEqual(new Set(['Refunded', 'To fulfil']))
    expect(lines[1][column('Mailing address')]).toBe('12 Bay Road\nChristiansted, VI 00820')
    // A would-be formula stays text (the apostrophe shows: that is the price of safety).
    expect(spreadsheetCellType(lines[1][column('Buyer')])).toBe('text')
  })

  it('reads back the same in LibreOffice Calc, when it is installed', async () => {
    const sheet = await readWithLibreOffice(csv)
    if (!sheet) return // Not installed here: the rules above stand alone.
    const header = sheet[0].map((cell) => cell.text)
    const numberColumn = header.indexOf('Order number')
    const lines = sheet.slice(1)
    expect(lines.map((row) => [row[numberColumn].text, row[numberColumn].type])).toEqual(TRICKY_IDS.map((id) => [`#${id.slice(0, 8)}`, 'text']))
    // Dates and money are still values a spreadsheet can sort and add.
    expect(lines[0][header.indexOf('Date')].type).toBe('date')
    expect(lines[0][header.indexOf('Total')]).toEqual({ type: 'number', text: '26.05' })
    // The formula guard holds in a real spreadsheet too.
    expect(lines[1][header.indexOf('Buyer')].type).toBe('text')
  }, 120_000)
})
