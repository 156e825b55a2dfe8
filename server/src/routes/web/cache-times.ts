/**
 * When date-dependent answers go stale: the latest-events answer lists what
 * is coming, which changes at midnight in Kabul. (Each endpoint's own cache
 * lifetime is in content/api.ts.)
 */
/** Afghanistan keeps UTC+4:30 all year (no daylight saving time). */
const KABUL_OFFSET_MS = 4.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in Kabul, `YYYY-MM-DD`. */
export function kabulToday(now: number = Date.now()): string {
  return new Date(now + KABUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** Epoch ms of the next midnight in Kabul: when "upcoming" changes meaning. */
export function nextKabulMidnight(now: number = Date.now()): number {
  return Math.floor((now + KABUL_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - KABUL_OFFSET_MS;
}
