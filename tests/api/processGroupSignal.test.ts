import { setUpAdmin } from '../support/accounts'
import { startHeldUpload } from '../support/heldUpload'
import { pngImage } from '../support/images'
import { startReadLoad } from '../support/readLoad'
import { type Shop, startShop } from '../support/shopProcess'

const UPLOADS = 4
const READ_CONNECTIONS = 8

describe('npm start under a process-group SIGTERM (Ctrl-C, systemd, kill -- -PGID)', () => {
  let shop: Shop
  afterAll(() => shop?.kill())

  it('drains under load like a SIGTERM to the server itself: no request cut, the last log lines written', async () => {
    shop = await startShop({ launcher: 'npm start', seed: 'demo' })
    const admin = await setUpAdmin(shop.url)
    const png = await pngImage(800, 600)
    const uploadUrls = await Promise.all(Array.from({ length: UPLOADS }, async () => (await admin.post('/api/objects/upload')).body.uploadURL as string))

    const reads = startReadLoad(shop.url, ['/api/products', '/', '/shop', '/api/settings/text'], READ_CONNECTIONS)
    await reads.warm
    // Requests the shop has taken and is in the middle of when the signal comes: half-sent uploads.
    const uploads = await Promise.all(uploadUrls.map((url) => startHeldUpload(url, png)))

    shop.signalGroup('SIGTERM')
    await shop.untilLogged(/"msg":"shutting down"/)
    const answers = await Promise.all(uploads.map((upload) => upload.finish()))
    const { failures, answered } = await reads.done
    const exitCode = await shop.exited

    expect(answers.map((answer) => ('status' in answer ? answer.status : answer.error))).toEqual(Array(UPLOADS).fill(200))
    expect(failures).toEqual([])
    expect(answered).toBeGreaterThan(READ_CONNECTIONS)
    expect(exitCode).toBe(0)
    const lastLine = shop.logs().trim().split('\n').at(-1)
    expect(lastLine).toMatch(/"msg":"stopped"/)
  })
})
