import { nextDay, parseDay, shopDay, startOfDay } from './shopTime'

describe('the shop\'s calendar (America/St_Thomas, UTC-4 all year)', () => {
  it('starts a day at 04:00 UTC', () => {
    expect(startOfDay({ year: 2026, month: 11, day: 23 }).toISOString()).toBe('2026-11-23T04:00:00.000Z')
    expect(startOfDay({ year: 2026, month: 7, day: 1 }).toISOString()).toBe('2026-07-01T04:00:00.000Z')
  })

  it('names the shop\'s day of an instant: late evening there is already tomorrow in UTC', () => {
    expect(shopDay(new Date('2026-11-24T02:30:00Z'))).toMatchObject({ date: '2026-11-23', time: '22:30' })
  })

  it('keeps one formatter per time zone: another zone asked in between changes nothing', () => {
    const instant = new Date('2026-11-24T02:30:00Z')
    expect(shopDay(instant).date).toBe('2026-11-23')
    expect(shopDay(instant, 'UTC')).toMatchObject({ date: '2026-11-24', time: '02:30' })
    expect(shopDay(instant, 'Asia/Tokyo')).toMatchObject({ date: '2026-11-24', time: '11:30' })
    expect(shopDay(instant)).toMatchObject({ date: '2026-11-23', time: '22:30' })
  })

  it('reads real calendar days only', () => {
    expect(parseDay('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 })
    expect(parseDay('2026-02-30')).toBeNull()
    expect(parseDay('23/11/2026')).toBeNull()
    expect(nextDay({ year: 2026, month: 12, day: 31 })).toEqual({ year: 2027, month: 1, day: 1 })
  })
})
