/**
 * `req.context` key: the id of the administrator a change of an order is made for (the /api routes
 * act with overrideAccess and no Payload user). The Orders hook recordStatusChange reads it, else
 * the request's own user (the panel).
 */
export const ORDER_ACTOR = 'orderActor'

export function orderActor(userId: string | null | undefined): Record<string, unknown> {
  return userId ? { [ORDER_ACTOR]: userId } : {}
}
