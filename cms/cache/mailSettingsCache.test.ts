import { mailSettingsCache } from './mailSettingsCache'

describe('the mail settings cache', () => {
  beforeEach(() => mailSettingsCache.forgetAll())

  it('reads once for every order that asks while fresh, and again once the lifetime is over', async () => {
    const load = jest.fn(async () => ['owner@example.org'])
    await expect(mailSettingsCache.read('recipients', load, 0)).resolves.toEqual(['owner@example.org'])
    await mailSettingsCache.read('recipients', load, 999)
    expect(load).toHaveBeenCalledTimes(1)
    await mailSettingsCache.read('recipients', load, 1_000)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('reads again after a save (forgetAll), and never keeps a read that overlapped the save', async () => {
    let finish: (value: string[]) => void = () => {}
    const slow = jest.fn(() => new Promise<string[]>((resolve) => (finish = resolve)))
    const pending = mailSettingsCache.read('recipients', slow, 0)
    mailSettingsCache.forgetAll()
    finish(['old@example.org'])
    await expect(pending).resolves.toEqual(['old@example.org'])
    const fresh = jest.fn(async () => ['new@example.org'])
    await expect(mailSettingsCache.read('recipients', fresh, 1)).resolves.toEqual(['new@example.org'])
    expect(fresh).toHaveBeenCalledTimes(1)
  })

  it('does not keep a failed read', async () => {
    await expect(mailSettingsCache.read('footer', () => Promise.reject(new Error('database busy')), 0)).rejects.toThrow('database busy')
    await expect(mailSettingsCache.read('footer', async () => 'ok', 1)).resolves.toBe('ok')
  })
})
