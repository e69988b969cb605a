import { accountAnswers } from './accountAnswers'
import { forgetOnWrite } from './forgetOnWrite'

/**
 * Payload plugin: any save or delete of what the cached account answers are made of (a cart's
 * lines, a customer's orders, the user), by any door, forgets them. An answer read before the
 * write can no longer be stored (its epoch is gone).
 */
export const forgetAnswersOnWrite = forgetOnWrite({ collections: new Set(['carts', 'orders', 'users']) }, () => accountAnswers.forgetAll())
