// `node --import` this file to write a CPU profile when the process exits (what `--cpu-prof`
// does, which Node refuses in NODE_OPTIONS): scripts/bench/profileSignedInReads.ts uses it.
import fs from 'node:fs'
import inspector from 'node:inspector'
import path from 'node:path'

const dir = process.env.CPU_PROFILE_DIR ?? 'profiles'
const session = new inspector.Session()
session.connect()
session.post('Profiler.enable')
session.post('Profiler.start')
process.on('exit', () => {
  session.post('Profiler.stop', (err, result) => {
    if (err) return
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, `CPU.${process.pid}.cpuprofile`), JSON.stringify(result.profile))
  })
})
