/** Jest stand-in for `@generated/globalData`: no plugin data. */
const globalData: Record<string, unknown> = {};

export default globalData;
