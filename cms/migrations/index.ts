import * as migration_20261122_092128_initial from './20261122_092128_initial';
import * as migration_20261122_100000_stock_never_negative from './20261122_100000_stock_never_negative';
import * as migration_20261123_100000_stock_guards from './20261123_100000_stock_guards';
import * as migration_20261123_103227_unique_email from './20261123_103227_unique_email';
import * as migration_20261123_110000_rate_limit_counters from './20261123_110000_rate_limit_counters';
import * as migration_20261123_120847_order_demo_and_email from './20261123_120847_order_demo_and_email';
import * as migration_20261123_125749_newsletter_subscribers from './20261123_125749_newsletter_subscribers';
import * as migration_20261123_130125_issue13_refunds_and_stock from './20261123_130125_issue13_refunds_and_stock';
import * as migration_20261123_130200_stock_counts_and_returns from './20261123_130200_stock_counts_and_returns';
import * as migration_20261123_184552_outbox_delivery_queue from './20261123_184552_outbox_delivery_queue';
import * as migration_20261126_221418_issue29_refund_lines from './20261126_221418_issue29_refund_lines';
import * as migration_20261126_222735_issue28_payments from './20261126_222735_issue28_payments';
import * as migration_20261127_003154_issue32_stock_history from './20261127_003154_issue32_stock_history';
import * as migration_20261127_003236_merge_snapshot from './20261127_003236_merge_snapshot';
import * as migration_20261127_012705_promotions from './20261127_012705_promotions';
import * as migration_20261127_012800_promotion_guards from './20261127_012800_promotion_guards';
import * as migration_20261127_020015_order_list_indexes from './20261127_020015_order_list_indexes';
import * as migration_20261127_020119_issue32_shipping_notes from './20261127_020119_issue32_shipping_notes';
import * as migration_20261127_020410_issue32_merge_snapshot from './20261127_020410_issue32_merge_snapshot';
import * as migration_20261127_022716_giving from './20261127_022716_giving';
import * as migration_20261127_023621_merge_snapshot from './20261127_023621_merge_snapshot';
import * as migration_20261127_031256_merge_snapshot from './20261127_031256_merge_snapshot';
import * as migration_20261127_031406_merge_snapshot from './20261127_031406_merge_snapshot';
import * as migration_20261127_031418_i32b_merge_snapshot from './20261127_031418_i32b_merge_snapshot';
import * as migration_20261127_031538_merge_snapshot from './20261127_031538_merge_snapshot';
import * as migration_20261127_032347_main_merge_snapshot from './20261127_032347_main_merge_snapshot';
import * as migration_20261127_032430_merge_snapshot from './20261127_032430_merge_snapshot';
import * as migration_20261127_032804_merge_snapshot from './20261127_032804_merge_snapshot';
import * as migration_20261127_050246_merge_snapshot from './20261127_050246_merge_snapshot';
import * as migration_20261127_060000_summary_covering_indexes from './20261127_060000_summary_covering_indexes';
import * as migration_20261128_101805_order_shipping_discount from './20261128_101805_order_shipping_discount';

export const migrations = [
  {
    up: migration_20261122_092128_initial.up,
    down: migration_20261122_092128_initial.down,
    name: '20261122_092128_initial',
  },
  {
    up: migration_20261122_100000_stock_never_negative.up,
    down: migration_20261122_100000_stock_never_negative.down,
    name: '20261122_100000_stock_never_negative',
  },
  {
    up: migration_20261123_100000_stock_guards.up,
    down: migration_20261123_100000_stock_guards.down,
    name: '20261123_100000_stock_guards',
  },
  {
    up: migration_20261123_103227_unique_email.up,
    down: migration_20261123_103227_unique_email.down,
    name: '20261123_103227_unique_email',
  },
  {
    up: migration_20261123_110000_rate_limit_counters.up,
    down: migration_20261123_110000_rate_limit_counters.down,
    name: '20261123_110000_rate_limit_counters',
  },
  {
    up: migration_20261123_120847_order_demo_and_email.up,
    down: migration_20261123_120847_order_demo_and_email.down,
    name: '20261123_120847_order_demo_and_email',
  },
  {
    up: migration_20261123_125749_newsletter_subscribers.up,
    down: migration_20261123_125749_newsletter_subscribers.down,
    name: '20261123_125749_newsletter_subscribers',
  },
  {
    up: migration_20261123_130125_issue13_refunds_and_stock.up,
    down: migration_20261123_130125_issue13_refunds_and_stock.down,
    name: '20261123_130125_issue13_refunds_and_stock',
  },
  {
    up: migration_20261123_130200_stock_counts_and_returns.up,
    down: migration_20261123_130200_stock_counts_and_returns.down,
    name: '20261123_130200_stock_counts_and_returns',
  },
  {
    up: migration_20261123_184552_outbox_delivery_queue.up,
    down: migration_20261123_184552_outbox_delivery_queue.down,
    name: '20261123_184552_outbox_delivery_queue',
  },
  {
    up: migration_20261126_221418_issue29_refund_lines.up,
    down: migration_20261126_221418_issue29_refund_lines.down,
    name: '20261126_221418_issue29_refund_lines',
  },
  {
    up: migration_20261126_222735_issue28_payments.up,
    down: migration_20261126_222735_issue28_payments.down,
    name: '20261126_222735_issue28_payments',
  },
  {
    up: migration_20261127_003154_issue32_stock_history.up,
    down: migration_20261127_003154_issue32_stock_history.down,
    name: '20261127_003154_issue32_stock_history',
  },
  {
    up: migration_20261127_003236_merge_snapshot.up,
    down: migration_20261127_003236_merge_snapshot.down,
    name: '20261127_003236_merge_snapshot',
  },
  {
    up: migration_20261127_012705_promotions.up,
    down: migration_20261127_012705_promotions.down,
    name: '20261127_012705_promotions',
  },
  {
    up: migration_20261127_012800_promotion_guards.up,
    down: migration_20261127_012800_promotion_guards.down,
    name: '20261127_012800_promotion_guards',
  },
  {
    up: migration_20261127_020015_order_list_indexes.up,
    down: migration_20261127_020015_order_list_indexes.down,
    name: '20261127_020015_order_list_indexes',
  },
  {
    up: migration_20261127_020119_issue32_shipping_notes.up,
    down: migration_20261127_020119_issue32_shipping_notes.down,
    name: '20261127_020119_issue32_shipping_notes',
  },
  {
    up: migration_20261127_020410_issue32_merge_snapshot.up,
    down: migration_20261127_020410_issue32_merge_snapshot.down,
    name: '20261127_020410_issue32_merge_snapshot',
  },
  {
    up: migration_20261127_022716_giving.up,
    down: migration_20261127_022716_giving.down,
    name: '20261127_022716_giving',
  },
  {
    up: migration_20261127_023621_merge_snapshot.up,
    down: migration_20261127_023621_merge_snapshot.down,
    name: '20261127_023621_merge_snapshot',
  },
  {
    up: migration_20261127_031256_merge_snapshot.up,
    down: migration_20261127_031256_merge_snapshot.down,
    name: '20261127_031256_merge_snapshot',
  },
  {
    up: migration_20261127_031406_merge_snapshot.up,
    down: migration_20261127_031406_merge_snapshot.down,
    name: '20261127_031406_merge_snapshot',
  },
  {
    up: migration_20261127_031418_i32b_merge_snapshot.up,
    down: migration_20261127_031418_i32b_merge_snapshot.down,
    name: '20261127_031418_i32b_merge_snapshot',
  },
  {
    up: migration_20261127_031538_merge_snapshot.up,
    down: migration_20261127_031538_merge_snapshot.down,
    name: '20261127_031538_merge_snapshot',
  },
  {
    up: migration_20261127_032347_main_merge_snapshot.up,
    down: migration_20261127_032347_main_merge_snapshot.down,
    name: '20261127_032347_main_merge_snapshot',
  },
  {
    up: migration_20261127_032430_merge_snapshot.up,
    down: migration_20261127_032430_merge_snapshot.down,
    name: '20261127_032430_merge_snapshot',
  },
  {
    up: migration_20261127_032804_merge_snapshot.up,
    down: migration_20261127_032804_merge_snapshot.down,
    name: '20261127_032804_merge_snapshot',
  },
  {
    up: migration_20261127_050246_merge_snapshot.up,
    down: migration_20261127_050246_merge_snapshot.down,
    name: '20261127_050246_merge_snapshot',
  },
  {
    up: migration_20261127_060000_summary_covering_indexes.up,
    down: migration_20261127_060000_summary_covering_indexes.down,
    name: '20261127_060000_summary_covering_indexes',
  },
  {
    up: migration_20261128_101805_order_shipping_discount.up,
    down: migration_20261128_101805_order_shipping_discount.down,
    name: '20261128_101805_order_shipping_discount'
  },
];
