import * as migration_20261123_120000_unique_when_set_and_stock_validator from './20261123_120000_unique_when_set_and_stock_validator';

export const migrations = [
  {
    up: migration_20261123_120000_unique_when_set_and_stock_validator.up,
    down: migration_20261123_120000_unique_when_set_and_stock_validator.down,
    name: '20261123_120000_unique_when_set_and_stock_validator',
  },
];
