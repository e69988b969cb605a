import type { Access, FieldAccess } from 'payload'

/** For records only the server writes (through the Local API with overrideAccess). */
export const nobody: Access = () => false

export const nobodyField: FieldAccess = () => false
