import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The sales summary's two heavy reads answered from indexes alone (decision 52): the year's orders
 * by date with what the summary adds up of them (sales, discounts, and issue 27's gifts and fee
 * contributions after refunds) (and their id, for the join to their lines), and
 * each order's lines with their units. Written here by hand: Payload declares neither a covering
 * index nor one on an array's table; its schema snapshot does not list them, so no later
 * `migrate:create` drops them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`orders_summary_idx\` ON \`orders\` (\`created_at\`, \`demo\`, \`total_cents\`, \`discount_cents\`, \`refunded_cents\`, \`donation_cents\`, \`fee_cents\`, \`fee_is_contribution\`, \`id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`orders_items_units_idx\` ON \`orders_items\` (\`_parent_id\`, \`quantity\`, \`restocked_quantity\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`orders_summary_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`orders_items_units_idx\`;`)
}
