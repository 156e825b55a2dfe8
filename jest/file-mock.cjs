// Imported images and fonts in tests resolve to their file name.
module.exports = 'test-file-stub';
