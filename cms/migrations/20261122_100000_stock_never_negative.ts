import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The database itself refuses stock below zero, whoever writes it (an order, the panel, a script):
 * an order's stock reservation runs as one transaction, so one refused row undoes the whole order.
 * The message is matched by cms/stock/sqliteStock.ts.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TRIGGER products_stock_never_negative_update
    BEFORE UPDATE OF quantity ON products_stock
    FOR EACH ROW WHEN NEW.quantity < 0
    BEGIN SELECT RAISE(ABORT, 'insufficient_stock'); END;`)
  await db.run(sql`CREATE TRIGGER products_stock_never_negative_insert
    BEFORE INSERT ON products_stock
    FOR EACH ROW WHEN NEW.quantity < 0
    BEGIN SELECT RAISE(ABORT, 'insufficient_stock'); END;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS products_stock_never_negative_update;`)
  await db.run(sql`DROP TRIGGER IF EXISTS products_stock_never_negative_insert;`)
}
