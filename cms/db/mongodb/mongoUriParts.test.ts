import { mongoUriParts } from './mongoUriParts'

describe('reading a MongoDB connection string', () => {
  it('lists the seed hosts with their ports, never the credentials', () => {
    const parts = mongoUriParts('mongodb://shop:p%40ss@db1,db2:27018/shop?replicaSet=rs0&w=majority')
    expect(parts).toEqual({ srv: false, hosts: ['db1:27017', 'db2:27018'], options: new Map([['replicaset', 'rs0'], ['w', 'majority']]) })
  })

  it('keeps an SRV name as it is (DNS gives the hosts), and reads options case-insensitively', () => {
    expect(mongoUriParts('mongodb+srv://u:p@cluster0.example.net/shop?ReplicaSet=atlas-1')).toEqual({
      srv: true,
      hosts: ['cluster0.example.net'],
      options: new Map([['replicaset', 'atlas-1']]),
    })
    expect(mongoUriParts('mongodb://host').options.size).toBe(0)
  })
})
