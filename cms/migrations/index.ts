import * as migration_20261122_092128_initial from './20261122_092128_initial';
import * as migration_20261122_100000_stock_never_negative from './20261122_100000_stock_never_negative';
import * as migration_20261123_103352_email_outbox from './20261123_103352_email_outbox';

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
    up: migration_20261123_103352_email_outbox.up,
    down: migration_20261123_103352_email_outbox.down,
    name: '20261123_103352_email_outbox'
  },
];
