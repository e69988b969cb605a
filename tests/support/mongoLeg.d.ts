/** Types of mongoLeg.js (plain JavaScript: jest.config.js imports it). */
export type MongoLeg = { on: boolean; source: string | null }
export function mongoLeg(): MongoLeg
export function describeMongoLeg(leg: MongoLeg): string
