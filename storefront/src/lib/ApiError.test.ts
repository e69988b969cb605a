import { ApiError } from './ApiError'
import { apiErrorMessage } from './apiErrorMessage'

describe('ApiError (the fetch wrapper\'s failure)', () => {
  it('keeps the message "<status>: <body>" and exposes status and body', () => {
    const error = new ApiError(409, '{"message":"Only 2 left"}', 'Conflict')
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toBe('409: {"message":"Only 2 left"}')
    expect([error.status, error.body]).toEqual([409, '{"message":"Only 2 left"}'])
    expect(error.json).toEqual({ message: 'Only 2 left' })
  })

  it('says the status text when the body is empty, and has no JSON for HTML or broken bodies', () => {
    expect(new ApiError(502, '', 'Bad Gateway').message).toBe('502: Bad Gateway')
    expect(new ApiError(502, '<html>oops</html>').json).toBeNull()
    expect(new ApiError(400, '{"message":').json).toBeNull()
    expect(new ApiError(400, '[1]').json).toBeNull()
  })
})

describe('apiErrorMessage', () => {
  it("reads the body's message, then error, or the field asked for", () => {
    expect(apiErrorMessage(new ApiError(401, '{"message":"Invalid username or password"}'))).toBe('Invalid username or password')
    expect(apiErrorMessage(new ApiError(409, '{"error":"Username already exists"}'))).toBe('Username already exists')
    expect(apiErrorMessage(new ApiError(409, '{"message":"m","error":"e"}'), 'error')).toBe('e')
  })

  it('gives null when there is nothing a person should read', () => {
    expect(apiErrorMessage(new ApiError(500, '<html>oops</html>'))).toBeNull()
    expect(apiErrorMessage(new ApiError(400, '{"message":""}'))).toBeNull()
    expect(apiErrorMessage(new Error('401: {"message":"a string is not an answer"}'))).toBeNull()
    expect(apiErrorMessage(new ApiError(500, ''))).toBeNull()
    expect(apiErrorMessage(new TypeError('Failed to fetch'))).toBeNull()
    expect(apiErrorMessage('not an error')).toBeNull()
  })
})
