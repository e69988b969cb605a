/** Marks this test file's servers to run on the MongoDB replica set of the global setup. */
process.env.TEST_DATABASE = 'mongodb'
