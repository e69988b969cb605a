import { httpErrorMessage } from './httpErrorMessage'

describe('fetch wrapper error format', () => {
  it('is "<status>: <body text>"', () => {
    expect(httpErrorMessage(409, '{"message":"Only 2 left"}', 'Conflict')).toBe('409: {"message":"Only 2 left"}')
  })

  it('uses the status text when the body is empty', () => {
    expect(httpErrorMessage(502, '', 'Bad Gateway')).toBe('502: Bad Gateway')
  })
})
