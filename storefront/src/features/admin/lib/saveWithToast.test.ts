import { ApiError } from '@/lib/ApiError'
import { toastStore } from '@/lib/toast'

import { saveWithToast } from './saveWithToast'

const shown = () => toastStore.getSnapshot().map(({ title, description, variant }) => ({ title, description, variant }))

describe('saveWithToast (admin saves)', () => {
  it('shows the done toast after a save and says it saved', async () => {
    const done = { title: 'Footer updated', description: 'Every page shows the new footer.' }
    expect(await saveWithToast(Promise.resolve({}), 'Error updating footer settings', done)).toBe(true)
    expect(shown()).toEqual([{ title: 'Footer updated', description: 'Every page shows the new footer.', variant: undefined }])
  })

  it("shows the failure title with the server's message, else a generic hint, and says it did not save", async () => {
    const refused = Promise.reject(new ApiError(400, '{"message":"Invalid email"}'))
    expect(await saveWithToast(refused, 'Error updating footer settings', { title: 'Footer updated' })).toBe(false)
    expect(shown()).toEqual([{ title: 'Error updating footer settings', description: 'Invalid email', variant: 'destructive' }])

    expect(await saveWithToast(Promise.reject(new ApiError(502, '', 'Bad Gateway')), 'Error updating order', { title: 'Order fulfilled' })).toBe(false)
    expect(shown()).toEqual([{ title: 'Error updating order', description: 'Something went wrong. Please try again.', variant: 'destructive' }])
  })
})
