import * as migration_20261122_085102_initial from './20261122_085102_initial';

export const migrations = [
  {
    up: migration_20261122_085102_initial.up,
    down: migration_20261122_085102_initial.down,
    name: '20261122_085102_initial'
  },
];
