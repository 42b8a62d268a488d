/**
 * Both engines must hand back the same JavaScript values for the same SQL, or repository
 * code would grow engine checks. These OIDs are the built-in PostgreSQL types whose default
 * parsing differs between pg and PGlite.
 */
export const INT8_OID = 20;
export const NUMERIC_OID = 1700;
export const DATE_OID = 1082;

/**
 * Counts and IDR amounts are int8. IDR totals stay far below 2^53, so a JS number is exact
 * and friendlier than BigInt or string everywhere above the data layer.
 */
export function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${value} exceeds the safe integer range`);
  return n;
}

export function parseNumeric(value: string): number {
  return Number(value);
}

/** A calendar date has no time zone; keep it as 'YYYY-MM-DD' so no local-time shift creeps in. */
export function parseDate(value: string): string {
  return value;
}
