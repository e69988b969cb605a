/** What the shop needs to know of a MongoDB connection string, without its credentials. */
export type MongoUriParts = {
  /** `mongodb+srv://`: the hosts (and maybe the replica set) come from DNS. */
  srv: boolean
  /** host:port of each seed (the default port added), or the SRV name. Never the user name or password. */
  hosts: string[]
  /** URI options by lower-case name (the driver reads them case-insensitively). */
  options: Map<string, string>
}

const DEFAULT_PORT = 27017

/**
 * Reads `mongodb://user:pass@h1,h2:27018/db?replicaSet=rs0` by hand: the WHATWG URL parser refuses
 * a list of hosts, and the driver's own parser would be loaded at every start of a SQLite shop.
 */
export function mongoUriParts(uri: string): MongoUriParts {
  const srv = uri.startsWith('mongodb+srv://')
  const rest = uri.replace(/^mongodb(\+srv)?:\/\//, '')
  const authority = rest.split(/[/?#]/, 1)[0]
  const hostList = authority.slice(authority.lastIndexOf('@') + 1)
  const hosts = hostList
    .split(',')
    .filter(Boolean)
    .map((host) => (srv || /:\d+$/.test(host) ? host : `${host}:${DEFAULT_PORT}`))
  const query = rest.includes('?') ? rest.slice(rest.indexOf('?') + 1).split('#', 1)[0] : ''
  const options = new Map<string, string>()
  for (const [name, value] of new URLSearchParams(query)) options.set(name.toLowerCase(), value)
  return { srv, hosts, options }
}
