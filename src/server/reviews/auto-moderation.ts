/**
 * The automatic checks a review passes before it is published (spec: moderation). Pure: the
 * caller hands over the review's free texts and the texts it must not copy (the author's other
 * reviews and the company's published ones). A failure names a reason code whose sentence the
 * author reads (reviews:moderation.reason.*).
 */

export type RejectionReason = 'too_short' | 'language' | 'contact_details' | 'duplicate';

export interface FreeText {
  readonly value: string;
  /** Fewest words this text must have; 0 for a text that may be short (a headline). */
  readonly minWords: number;
}

/**
 * Abuse in English and Indonesian; matched as whole words after lower-casing and undoing the
 * usual character swaps (4 → a, 1 → i, …), so "b4ngsat" counts too.
 */
const BANNED_WORDS = [
  'fuck',
  'fucking',
  'shit',
  'bitch',
  'bastard',
  'asshole',
  'cunt',
  'dick',
  'anjing',
  'anjir',
  'bangsat',
  'bajingan',
  'kontol',
  'memek',
  'ngentot',
  'goblok',
  'tolol',
  'babi',
  'kampret',
  'brengsek',
  'jancok',
  'bego',
];

const LEET: Readonly<Record<string, string>> = { '4': 'a', '@': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', '5': 's', $: 's', '7': 't' };

function normalise(value: string): string {
  return value.toLowerCase().replace(/[4@310!5$7]/g, (c) => LEET[c] ?? c);
}

export function containsBannedWord(value: string): boolean {
  const words = new Set(normalise(value).split(/[^a-z]+/));
  return BANNED_WORDS.some((word) => words.has(word));
}

const EMAIL = /[a-z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[a-z0-9-]+(?:\s*(?:\.|\(dot\)|\[dot\])\s*[a-z0-9-]+)+/i;
/** Phone numbers as Indonesians write them (+62 / 62 / 0 then 8–13 digits, spaces, dots or dashes between), or any 9+ digit run. */
const PHONE = /(?:\+?62|\b0)[\s.-]?\(?\d{2,4}\)?(?:[\s.-]?\d{2,5}){2,4}\b|\b\d{9,}\b/;

export function containsContactDetails(value: string): boolean {
  return EMAIL.test(value) || PHONE.test(value);
}

function wordCount(value: string): number {
  return value.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word)).length;
}

/** Word trigrams of a text, for comparing two texts regardless of spacing and case. */
function shingles(value: string): Set<string> {
  const words = value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const set = new Set<string>();
  if (words.length < 3) {
    if (words.length > 0) set.add(words.join(' '));
    return set;
  }
  for (let i = 0; i + 3 <= words.length; i++) set.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return set;
}

/** Jaccard similarity of the two texts' word trigrams, 0 … 1. */
export function similarity(a: string, b: string): number {
  const x = shingles(a);
  const y = shingles(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const s of x) if (y.has(s)) shared++;
  return shared / (x.size + y.size - shared);
}

/** Above this share of shared trigrams two reviews are the same text (a copy, or a template). */
const DUPLICATE_THRESHOLD = 0.8;
/** Only texts with this many words are compared: short answers ("Good pay") are alike by nature. */
const DUPLICATE_MIN_WORDS = 8;

export function checkReview(texts: readonly FreeText[], others: readonly string[]): { ok: true } | { ok: false; reason: RejectionReason } {
  for (const text of texts) if (text.minWords > 0 && wordCount(text.value) < text.minWords) return { ok: false, reason: 'too_short' };
  const all = texts.map((text) => text.value).join('\n');
  if (containsBannedWord(all)) return { ok: false, reason: 'language' };
  if (containsContactDetails(all)) return { ok: false, reason: 'contact_details' };
  const long = texts
    .map((text) => text.value)
    .filter((value) => wordCount(value) >= DUPLICATE_MIN_WORDS)
    .join('\n');
  if (long && others.some((other) => similarity(long, other) >= DUPLICATE_THRESHOLD)) return { ok: false, reason: 'duplicate' };
  return { ok: true };
}
