import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { putInPlace } from './putBackupInPlace'
import { Refusal } from './refusal'

/** A shop's data folder (database, WAL, one image) and an unpacked backup beside it. */
function setUp() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'put-in-place-'))
  const data = path.join(root, 'data')
  fs.mkdirSync(path.join(data, 'uploads'), { recursive: true })
  fs.writeFileSync(path.join(data, 'shop.db'), 'the shop as it is')
  fs.writeFileSync(path.join(data, 'shop.db-wal'), 'its last changes')
  fs.writeFileSync(path.join(data, 'uploads', 'cap.webp'), 'cap')
  const backup = path.join(root, 'backup')
  fs.mkdirSync(path.join(backup, 'uploads'), { recursive: true })
  fs.writeFileSync(path.join(backup, 'shop.db'), 'the shop as it was')
  fs.writeFileSync(path.join(backup, 'uploads', 'tee.webp'), 'tee')
  const where = { databaseFile: path.join(data, 'shop.db'), uploadsDir: path.join(data, 'uploads'), restoredDatabase: path.join(backup, 'shop.db'), restoredUploads: path.join(backup, 'uploads'), stamp: 7, archive: 'backup.tar.gz' }
  /** Every file under the data folder with its content. */
  const files = () =>
    Object.fromEntries(
      fs
        .readdirSync(data, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => [path.relative(data, path.join(entry.parentPath, entry.name)), fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8')]),
    )
  return { where, files }
}

describe('putting a backup in place: whole or nothing', () => {
  beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('replaces the database and the images, keeping the old ones (the database with its WAL, as SQLite pairs them)', () => {
    const { where, files } = setUp()
    putInPlace(where)
    expect(files()).toEqual({
      'shop.db': 'the shop as it was',
      'uploads/tee.webp': 'tee',
      'shop.db-before-restore-7': 'the shop as it is',
      'shop.db-before-restore-7-wal': 'its last changes',
      'uploads-before-restore-7/cap.webp': 'cap',
    })
  })

  it('images that cannot be put in place: the database and the images are put back as they were', () => {
    const { where, files } = setUp()
    const before = files()
    expect(() => putInPlace({ ...where, restoredUploads: path.join(where.restoredUploads, 'gone') })).toThrow(Refusal)
    expect(() => putInPlace({ ...where, stamp: 8, restoredUploads: path.join(where.restoredUploads, 'gone') })).toThrow(/The images could not be put in place .*Nothing was changed\./)
    expect(files()).toEqual(before)
  })

  it('a backup that cannot be copied beside the shop: nothing is touched', () => {
    const { where, files } = setUp()
    const before = files()
    expect(() => putInPlace({ ...where, restoredDatabase: path.join(path.dirname(where.restoredDatabase), 'missing.db') })).toThrow(/The backup could not be copied into place .*Nothing was changed\./)
    expect(files()).toEqual(before)
  })
})
