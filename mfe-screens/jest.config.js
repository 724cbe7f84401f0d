// The same unit-test setup as mfe-shared's (swc, node environment), over this package's src.
module.exports = require('../mfe-shared/jest.config.js');
