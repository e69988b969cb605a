import * as migration_20261123_120000_unique_when_set_and_stock_validator from './20261123_120000_unique_when_set_and_stock_validator';
import * as migration_20261127_010000_stock_history_start from './20261127_010000_stock_history_start';
import * as migration_20261127_020000_order_list_indexes from './20261127_020000_order_list_indexes';

export const migrations = [
  {
    up: migration_20261123_120000_unique_when_set_and_stock_validator.up,
    down: migration_20261123_120000_unique_when_set_and_stock_validator.down,
    name: '20261123_120000_unique_when_set_and_stock_validator',
  },
  {
    up: migration_20261127_010000_stock_history_start.up,
    down: migration_20261127_010000_stock_history_start.down,
    name: '20261127_010000_stock_history_start',
  },
  {
    up: migration_20261127_020000_order_list_indexes.up,
    down: migration_20261127_020000_order_list_indexes.down,
    name: '20261127_020000_order_list_indexes',
  },
];
