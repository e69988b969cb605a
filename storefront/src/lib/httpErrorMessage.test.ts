import { httpErrorMessage } from './httpErrorMessage'
import { serverMessage } from './serverMessage'

describe('fetch wrapper error format (spec §8)', () => {
  it('is "<status>: <body text>"', () => {
    expect(httpErrorMessage(409, '{"message":"Only 2 left"}', 'Conflict')).toBe('409: {"message":"Only 2 left"}')
  })

  it('uses the status text when the body is empty', () => {
    expect(httpErrorMessage(502, '', 'Bad Gateway')).toBe('502: Bad Gateway')
  })
})

describe('reading the server message out of an error', () => {
  const error = (status: number, body: string) => new Error(httpErrorMessage(status, body, 'Status'))

  it('prefers message, then error', () => {
    expect(serverMessage(error(401, '{"message":"Invalid username or password"}'))).toBe('Invalid username or password')
    expect(serverMessage(error(409, '{"error":"Username already exists"}'))).toBe('Username already exists')
    expect(serverMessage(error(409, '{"message":"m","error":"e"}'), 'error')).toBe('e')
  })

  it('gives null when there is nothing a person should read', () => {
    expect(serverMessage(error(500, '<html>oops</html>'))).toBeNull()
    expect(serverMessage(error(500, ''))).toBeNull()
    expect(serverMessage(error(400, '{"message":""}'))).toBeNull()
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull()
    expect(serverMessage('not an error')).toBeNull()
  })
})
