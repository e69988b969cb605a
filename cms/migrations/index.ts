import * as migration_20261122_092128_initial from './20261122_092128_initial';
import * as migration_20261122_100000_stock_never_negative from './20261122_100000_stock_never_negative';
import * as migration_20261123_100000_stock_guards from './20261123_100000_stock_guards';
import * as migration_20261123_111810_order_demo_and_email from './20261123_111810_order_demo_and_email';
import * as migration_20261123_121304_refunds_stock_counts_hidden_products from './20261123_121304_refunds_stock_counts_hidden_products';
import * as migration_20261123_121400_stock_counts_and_returns from './20261123_121400_stock_counts_and_returns';

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
    up: migration_20261123_111810_order_demo_and_email.up,
    down: migration_20261123_111810_order_demo_and_email.down,
    name: '20261123_111810_order_demo_and_email',
  },
  {
    up: migration_20261123_121304_refunds_stock_counts_hidden_products.up,
    down: migration_20261123_121304_refunds_stock_counts_hidden_products.down,
    name: '20261123_121304_refunds_stock_counts_hidden_products',
  },
  {
    up: migration_20261123_121400_stock_counts_and_returns.up,
    down: migration_20261123_121400_stock_counts_and_returns.down,
    name: '20261123_121400_stock_counts_and_returns',
  },
];
