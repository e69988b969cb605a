import { parseEmailList } from './emailList'

describe('notification address lists', () => {
  it('reads addresses one per line or separated by commas, without duplicates', () => {
    expect(parseEmailList('Ana@Example.org\nben@example.org, ana@example.org; cy@shop.example.org')).toEqual({
      emails: ['ana@example.org', 'ben@example.org', 'cy@shop.example.org'],
      invalid: [],
    })
    expect(parseEmailList('   ')).toEqual({ emails: [], invalid: [] })
  })

  it('names what is not an address', () => {
    expect(parseEmailList('ana@example.org\nnot-an-address\nbob@localhost').invalid).toEqual(['not-an-address', 'bob@localhost'])
  })
})
