import { mongoUriParts } from './mongoUriParts'
import { REPLICA_SET_HOWTO } from './replicaSetProblem'

/** The parts of the driver's errors read here (MongoServerSelectionError, MongoParseError, MongoServerError). */
type DriverError = {
  name?: string
  message?: string
  code?: number | string
  syscall?: string
  reason?: { servers?: Map<string, ServerSeen> }
}
type ServerSeen = { type?: string; error?: { message?: string } | null }

/**
 * What a volunteer reads when the shop cannot start because of its MongoDB: which address, what went
 * wrong, what to check. Never the password, never a stack trace.
 */
export function describeMongoConnectFailure(err: unknown, uri: string, timeoutMs: number): string {
  const { hosts, srv, options } = mongoUriParts(uri)
  const replicaSet = options.get('replicaset')
  const where = `MongoDB at ${hosts.join(', ') || '(no host)'}`
  const e = (err ?? {}) as DriverError
  const seen = [...(e.reason?.servers?.values() ?? [])]
  const reasons = [e.message ?? String(err), ...seen.map((server) => server.error?.message ?? '')].join(' ')
  const detail = (e.message ?? String(err)).split('\n', 1)[0]

  if (e.name === 'MongoParseError' || e.name === 'MongoInvalidArgumentError') {
    return `DATABASE_URI is not a valid MongoDB connection string: ${detail}`
  }
  if (srv && e.syscall?.startsWith('query')) {
    return `${where}: its DNS records cannot be read (${detail}). Check the cluster address in DATABASE_URI.`
  }
  if (e.code === 18 || /Authentication failed|auth error|AuthenticationFailed/i.test(reasons)) {
    return `${where} refused the user name or password in DATABASE_URI (${detail}).`
  }
  if (seen.some((server) => server.type === 'RSGhost')) {
    return `${where} answers, but its replica set was never initiated: run rs.initiate() once in mongosh (docker-compose.yml's health check does it).`
  }
  if (seen.some((server) => server.type === 'Standalone')) {
    return `${where} answers, but it is not a replica set member, and the shop needs a replica set. ${REPLICA_SET_HOWTO}`
  }
  if (e.name === 'MongoServerSelectionError' || e.name === 'MongooseServerSelectionError') {
    const seconds = Math.round(timeoutMs / 1000)
    const unresolved = /(?:ENOTFOUND|EAI_AGAIN) ([^\s:]+)/.exec(reasons)
    const answered = replicaSet ? `did not answer as the primary of replica set "${replicaSet}"` : 'did not answer'
    if (unresolved) {
      return `${where} ${answered} within ${seconds} s: the host name ${unresolved[1]} does not resolve (${detail}). Check the host in DATABASE_URI.`
    }
    return (
      `${where} ${answered} within ${seconds} s (${detail || 'no answer'}). ` +
      'Check that MongoDB is running and reachable from here, and that DATABASE_URI names the right host, port and replica set (replicaSet=…).'
    )
  }
  return `${where} could not be used: ${detail}`
}
