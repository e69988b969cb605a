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
