/**
 * SQLite statements that make every stock change conditional inside the database. SQLite has no
 * conditional "abort this transaction" outside triggers, so each rule is an INSTEAD OF trigger on
 * a write-only view: inserting a row into the view checks the stored count and either changes it
 * or aborts the whole write transaction (RAISE(ABORT)), so the statements before it are undone too.
 *
 * Installed by migration 20261123_100000_stock_guards. Once released, edit them only through a
 * new migration: the database keeps whatever text was installed.
 */

/** Raised when stock cannot cover an order line (also by the never-negative triggers). */
export const INSUFFICIENT_STOCK = 'insufficient_stock'
/** Raised when a stored count is not the one a compare-and-set started from. */
export const STOCK_CHANGED = 'stock_changed'

export const STOCK_GUARD_STATEMENTS = [
  // stock_take(product_id, size, quantity): take units of a size that exists and has enough.
  'DROP VIEW IF EXISTS stock_take',
  'CREATE VIEW stock_take AS SELECT _parent_id AS product_id, size, quantity FROM products_stock WHERE 0',
  `CREATE TRIGGER stock_take_insert INSTEAD OF INSERT ON stock_take
  BEGIN
    SELECT RAISE(ABORT, '${INSUFFICIENT_STOCK}') WHERE NOT EXISTS (
      SELECT 1 FROM products_stock WHERE _parent_id = NEW.product_id AND size = NEW.size AND quantity >= NEW.quantity);
    UPDATE products_stock SET quantity = quantity - NEW.quantity WHERE _parent_id = NEW.product_id AND size = NEW.size;
  END`,
  // stock_change(product_id, size, expected, next, row_id, position): compare-and-set of one size.
  //   expected NULL: the size must not exist yet; it is added with `next` units (row_id, position).
  //   expected set:  the size must hold exactly `expected`; it becomes `next`, or is removed when next is NULL.
  'DROP VIEW IF EXISTS stock_change',
  `CREATE VIEW stock_change AS
    SELECT _parent_id AS product_id, size, quantity AS expected, quantity AS next, id AS row_id, _order AS position
    FROM products_stock WHERE 0`,
  `CREATE TRIGGER stock_change_insert INSTEAD OF INSERT ON stock_change
  BEGIN
    SELECT RAISE(ABORT, '${STOCK_CHANGED}') WHERE NEW.expected IS NULL AND EXISTS (
      SELECT 1 FROM products_stock WHERE _parent_id = NEW.product_id AND size = NEW.size);
    SELECT RAISE(ABORT, '${STOCK_CHANGED}') WHERE NEW.expected IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM products_stock WHERE _parent_id = NEW.product_id AND size = NEW.size AND quantity = NEW.expected);
    INSERT INTO products_stock (_order, _parent_id, id, size, quantity)
      SELECT NEW.position, NEW.product_id, NEW.row_id, NEW.size, NEW.next WHERE NEW.expected IS NULL;
    UPDATE products_stock SET quantity = NEW.next
      WHERE NEW.expected IS NOT NULL AND NEW.next IS NOT NULL AND _parent_id = NEW.product_id AND size = NEW.size;
    DELETE FROM products_stock
      WHERE NEW.expected IS NOT NULL AND NEW.next IS NULL AND _parent_id = NEW.product_id AND size = NEW.size;
  END`,
]

export const DROP_STOCK_GUARD_STATEMENTS = ['DROP VIEW IF EXISTS stock_take', 'DROP VIEW IF EXISTS stock_change']

/** Raised when an order line has fewer units left to put back than a return asks for. */
export const NOTHING_TO_RETURN = 'nothing_to_return'

/**
 * Issue 13, installed by migration 20261123_130200_stock_counts_and_returns (after the ones above):
 * products without sizes may be counted (`products.stock_count`, NULL = not counted), units of an
 * order line can go back on sale, never more than were bought.
 */
export const STOCK_COUNT_GUARD_STATEMENTS = [
  // stock_take again, now also for a line without a size: the product must exist and, when its
  // units are counted, hold enough of them.
  'DROP VIEW IF EXISTS stock_take',
  'CREATE VIEW stock_take AS SELECT _parent_id AS product_id, size, quantity FROM products_stock WHERE 0',
  `CREATE TRIGGER stock_take_insert INSTEAD OF INSERT ON stock_take
  BEGIN
    SELECT RAISE(ABORT, '${INSUFFICIENT_STOCK}') WHERE NEW.size IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM products_stock WHERE _parent_id = NEW.product_id AND size = NEW.size AND quantity >= NEW.quantity);
    SELECT RAISE(ABORT, '${INSUFFICIENT_STOCK}') WHERE NEW.size IS NULL AND NOT EXISTS (
      SELECT 1 FROM products WHERE id = NEW.product_id AND (stock_count IS NULL OR stock_count >= NEW.quantity));
    UPDATE products_stock SET quantity = quantity - NEW.quantity
      WHERE NEW.size IS NOT NULL AND _parent_id = NEW.product_id AND size = NEW.size;
    UPDATE products SET stock_count = stock_count - NEW.quantity
      WHERE NEW.size IS NULL AND id = NEW.product_id AND stock_count IS NOT NULL;
  END`,
  // stock_count_change(product_id, expected, next): compare-and-set of the count of a product
  // without sizes; NULL means "not counted" on both sides (SQLite's IS compares NULLs as equal).
  'DROP VIEW IF EXISTS stock_count_change',
  'CREATE VIEW stock_count_change AS SELECT id AS product_id, stock_count AS expected, stock_count AS next FROM products WHERE 0',
  `CREATE TRIGGER stock_count_change_insert INSTEAD OF INSERT ON stock_count_change
  BEGIN
    SELECT RAISE(ABORT, '${STOCK_CHANGED}') WHERE NOT EXISTS (
      SELECT 1 FROM products WHERE id = NEW.product_id AND stock_count IS NEW.expected);
    UPDATE products SET stock_count = NEW.next WHERE id = NEW.product_id;
  END`,
  // stock_return(order_id, item_id, quantity): units of an order line go back on sale (a refund or
  // a cancellation). The line records how many came back, so no unit returns twice.
  'DROP VIEW IF EXISTS stock_return',
  'CREATE VIEW stock_return AS SELECT _parent_id AS order_id, id AS item_id, quantity FROM orders_items WHERE 0',
  `CREATE TRIGGER stock_return_insert INSTEAD OF INSERT ON stock_return
  BEGIN
    SELECT RAISE(ABORT, '${NOTHING_TO_RETURN}') WHERE NEW.quantity < 1 OR NOT EXISTS (
      SELECT 1 FROM orders_items WHERE _parent_id = NEW.order_id AND id = NEW.item_id
        AND quantity - COALESCE(restocked_quantity, 0) >= NEW.quantity);
    UPDATE orders_items SET restocked_quantity = COALESCE(restocked_quantity, 0) + NEW.quantity
      WHERE _parent_id = NEW.order_id AND id = NEW.item_id;
    UPDATE products_stock SET quantity = quantity + NEW.quantity
      WHERE _parent_id = (SELECT product_id FROM orders_items WHERE id = NEW.item_id)
        AND size = (SELECT size FROM orders_items WHERE id = NEW.item_id);
    UPDATE products SET stock_count = stock_count + NEW.quantity
      WHERE id = (SELECT product_id FROM orders_items WHERE id = NEW.item_id)
        AND (SELECT size FROM orders_items WHERE id = NEW.item_id) IS NULL AND stock_count IS NOT NULL;
  END`,
  // Whoever writes it, a count never goes below zero.
  'DROP TRIGGER IF EXISTS products_stock_count_never_negative_update',
  `CREATE TRIGGER products_stock_count_never_negative_update BEFORE UPDATE OF stock_count ON products
    FOR EACH ROW WHEN NEW.stock_count < 0 BEGIN SELECT RAISE(ABORT, '${INSUFFICIENT_STOCK}'); END`,
  'DROP TRIGGER IF EXISTS products_stock_count_never_negative_insert',
  `CREATE TRIGGER products_stock_count_never_negative_insert BEFORE INSERT ON products
    FOR EACH ROW WHEN NEW.stock_count < 0 BEGIN SELECT RAISE(ABORT, '${INSUFFICIENT_STOCK}'); END`,
]

export const DROP_STOCK_COUNT_GUARD_STATEMENTS = [
  'DROP VIEW IF EXISTS stock_count_change',
  'DROP VIEW IF EXISTS stock_return',
  'DROP TRIGGER IF EXISTS products_stock_count_never_negative_update',
  'DROP TRIGGER IF EXISTS products_stock_count_never_negative_insert',
  // stock_take goes back to its sizes-only form.
  ...STOCK_GUARD_STATEMENTS.slice(0, 3),
]

/** Raised when a promotion has no use left (usageLimit), or is gone. */
export const PROMOTION_USED_UP = 'promotion_used_up'
/** Raised when the buyer's e-mail has used a promotion as often as perEmailLimit allows. */
export const PROMOTION_EMAIL_USED = 'promotion_email_used'

/** A fresh id for a row written by a trigger (Payload's ids here are UUID text). */
const TRIGGER_UUID =
  "lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-a' || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))"
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

/**
 * Issue 31, installed by migration 20261127_012800_promotion_guards: a promo code's use is claimed
 * in the same batch as the order's stock (the ledger's reserve), so its limits hold under any
 * concurrency, and given back in the same batch that puts a refused payment's units back.
 */
export const PROMOTION_GUARD_STATEMENTS = [
  // promotion_take(promotion_id, email_key): one more use, while the promotion has one left in all
  // (usage_limit) and for this buyer e-mail (per_email_limit, counted in promotion_uses).
  'DROP VIEW IF EXISTS promotion_take',
  "CREATE VIEW promotion_take AS SELECT id AS promotion_id, code_key AS email_key FROM promotions WHERE 0",
  `CREATE TRIGGER promotion_take_insert INSTEAD OF INSERT ON promotion_take
  BEGIN
    SELECT RAISE(ABORT, '${PROMOTION_USED_UP}') WHERE NOT EXISTS (
      SELECT 1 FROM promotions WHERE id = NEW.promotion_id AND (usage_limit IS NULL OR uses < usage_limit));
    SELECT RAISE(ABORT, '${PROMOTION_EMAIL_USED}') WHERE EXISTS (
      SELECT 1 FROM promotions p WHERE p.id = NEW.promotion_id AND p.per_email_limit IS NOT NULL
        AND COALESCE((SELECT u.count FROM promotion_uses u WHERE u.key = NEW.promotion_id || ':' || NEW.email_key), 0) >= p.per_email_limit);
    UPDATE promotions SET uses = uses + 1 WHERE id = NEW.promotion_id;
    INSERT OR IGNORE INTO promotion_uses (id, key, promotion, email, count, updated_at, created_at)
      VALUES (${TRIGGER_UUID}, NEW.promotion_id || ':' || NEW.email_key, NEW.promotion_id, NEW.email_key, 0, ${NOW}, ${NOW});
    UPDATE promotion_uses SET count = count + 1, updated_at = ${NOW} WHERE key = NEW.promotion_id || ':' || NEW.email_key;
  END`,
  // promotion_give_back(promotion_id, email_key): the use goes back (never below zero).
  'DROP VIEW IF EXISTS promotion_give_back',
  "CREATE VIEW promotion_give_back AS SELECT id AS promotion_id, code_key AS email_key FROM promotions WHERE 0",
  `CREATE TRIGGER promotion_give_back_insert INSTEAD OF INSERT ON promotion_give_back
  BEGIN
    UPDATE promotions SET uses = MAX(uses - 1, 0) WHERE id = NEW.promotion_id;
    UPDATE promotion_uses SET count = MAX(count - 1, 0), updated_at = ${NOW} WHERE key = NEW.promotion_id || ':' || NEW.email_key;
  END`,
]

export const DROP_PROMOTION_GUARD_STATEMENTS = ['DROP VIEW IF EXISTS promotion_take', 'DROP VIEW IF EXISTS promotion_give_back']
