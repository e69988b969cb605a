// The ceiling for `npm run bench`: a bare Node http server answering the same bytes as the shop.
import fs from 'node:fs'
import http from 'node:http'

const answers = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))
const server = http.createServer((req, res) => {
  const answer = answers[req.url]
  if (!answer) {
    res.writeHead(404)
    res.end()
    return
  }
  res.writeHead(answer.status, answer.headers)
  res.end(Buffer.from(answer.body, 'base64'))
})
server.listen(0, '127.0.0.1', () => console.log(`port ${server.address().port}`))
