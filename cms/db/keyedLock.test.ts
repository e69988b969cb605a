import { KeyedLock } from './keyedLock'

describe('KeyedLock', () => {
  it('runs tasks of one key one after the other, and of different keys side by side', async () => {
    const lock = new KeyedLock()
    const events: string[] = []
    let release!: () => void
    const first = lock.run('a', async () => {
      events.push('a1 start')
      await new Promise<void>((resolve) => (release = resolve))
      events.push('a1 end')
    })
    const second = lock.run('a', async () => void events.push('a2'))
    const other = lock.run('b', async () => void events.push('b'))
    await other
    expect(events).toEqual(['a1 start', 'b'])
    release()
    await Promise.all([first, second])
    expect(events).toEqual(['a1 start', 'b', 'a1 end', 'a2'])
  })

  it('a failed task does not stop the next one', async () => {
    const lock = new KeyedLock()
    await expect(lock.run('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(lock.run('k', async () => 42)).resolves.toBe(42)
  })
})
