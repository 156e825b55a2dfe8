// CSS modules in tests: every class name maps to itself, so tests can find elements by class.
module.exports = new Proxy({}, {get: (_target, key) => (key === '__esModule' ? false : String(key))});
