import { navigationGuard } from './navigationGuard'

describe('navigationGuard', () => {
  it('lets every navigation through while no guard is set', () => {
    const go = jest.fn()
    navigationGuard.ask('/admin/orders', go)
    expect(go).toHaveBeenCalledTimes(1)
  })

  it('holds a navigation its guard keeps, and runs it when the guard proceeds', () => {
    let held: (() => void) | null = null
    const release = navigationGuard.set((next, proceed) => {
      if (next === '/admin/products') return false
      held = proceed
      return true
    })
    const leave = jest.fn()
    const stay = jest.fn()
    navigationGuard.ask('/admin/orders', leave)
    navigationGuard.ask('/admin/products', stay)
    expect([leave.mock.calls.length, stay.mock.calls.length]).toEqual([0, 1])
    held!()
    expect(leave).toHaveBeenCalledTimes(1)
    release()
    navigationGuard.ask('/admin/orders', leave)
    expect(leave).toHaveBeenCalledTimes(2)
  })

  it('keeps a newer guard when an older one is released', () => {
    const releaseOld = navigationGuard.set(() => true)
    const releaseNew = navigationGuard.set(() => true)
    releaseOld()
    const go = jest.fn()
    navigationGuard.ask(null, go)
    expect(go).not.toHaveBeenCalled()
    releaseNew()
    navigationGuard.ask(null, go)
    expect(go).toHaveBeenCalledTimes(1)
  })
})
