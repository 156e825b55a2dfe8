/**
 * Client cache lifetimes (Cache-Control max-age, seconds) from the
 * specification's call tables: spec 1 §7, §9 and spec 2 §7, §9.
 */
export const CACHE_TIME = {
  /** Programs, faculties and lecturers: 1 hour. */
  academics: 3600,
  /** News and events lists, latest lists, publications, jobs, employee of the month: 10 minutes. */
  lists: 600,
  /** Calls whose time the spec does not state: the general default, 5 minutes. */
  fallback: 300,
} as const;

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
