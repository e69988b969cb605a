import { sqliteFilePath } from './sqliteFilePath'

describe('the SQLite file a DATABASE_URI names', () => {
  it('reads relative, absolute and three-slash file URLs as libsql opens them', () => {
    expect(sqliteFilePath('file:./data/shop.db')).toBe('./data/shop.db')
    expect(sqliteFilePath('file:/srv/shop/shop.db')).toBe('/srv/shop/shop.db')
    expect(sqliteFilePath('file:///srv/shop/shop.db')).toBe('/srv/shop/shop.db')
    expect(sqliteFilePath('file://localhost/srv/shop/shop.db')).toBe('/srv/shop/shop.db')
    expect(sqliteFilePath('file:/srv/my%20shop/shop.db?mode=rwc')).toBe('/srv/my shop/shop.db')
  })

  it('names no file for an in-memory database', () => {
    expect(sqliteFilePath('file::memory:')).toBeNull()
    expect(sqliteFilePath('file:')).toBeNull()
  })
})
