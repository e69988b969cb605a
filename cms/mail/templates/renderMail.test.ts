import { renderMail } from './renderMail'

const base = {
  subject: 'Your order #1234abcd — receipt',
  preheader: 'Thanks',
  heading: 'Thank you, <b>Ana</b>!',
  shopUrl: 'https://shop.example.org',
  contact: { email: 'info@example.org', phone: '(340) 555-0100', location: 'St. John' },
}

describe('the shop\'s e-mail layout', () => {
  it('escapes every text it is given in the HTML part and keeps it as typed in the text part', () => {
    const mail = renderMail({
      ...base,
      blocks: [
        { type: 'paragraph', text: 'Hi "Ana" <script>alert(1)</script> & co' },
        { type: 'details', rows: [{ label: 'Delivery', value: '1 <Main> St\nCruz Bay' }] },
        { type: 'button', label: 'View', url: 'https://shop.example.org/orders/1?token=a"b<c' },
        { type: 'items', items: [{ name: 'Tee <XL>', size: 'XL', quantity: 2, lineTotal: '$50.00' }], totals: [{ label: 'Total', value: '$50.00', strong: true }] },
      ],
    })
    expect(mail.html).not.toMatch(/<script>|<b>Ana|<Main>|a"b<c|Tee <XL>/)
    expect(mail.html).toContain('Hi &quot;Ana&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; co')
    expect(mail.html).toContain('1 &lt;Main&gt; St<br>Cruz Bay')
    expect(mail.html).toContain('href="https://shop.example.org/orders/1?token=a&quot;b&lt;c"')
    expect(mail.text).toContain('Hi "Ana" <script>alert(1)</script> & co')
    expect(mail.text).toContain('Delivery: 1 <Main> St\n  Cruz Bay')
    expect(mail.text).toContain('View: https://shop.example.org/orders/1?token=a"b<c')
    expect(mail.text).toContain('- Tee <XL> (Size XL · Qty 2)  $50.00')
    expect(mail.text).toContain('info@example.org | (340) 555-0100 | St. John')
  })

  it('is readable on a phone: a viewport, a 560 px column, the logo inline', () => {
    const { html } = renderMail({ ...base, blocks: [] })
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(html).toContain('max-width:560px')
    expect(html).toContain('src="cid:logo@rescue-shop"')
  })
})
