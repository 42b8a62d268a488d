/**
 * Job descriptions are stored as sanitised HTML (migration 0004: only p, ul, ol, li, strong,
 * em, br; the writer sanitises before insert). The page re-applies the same allowlist before
 * rendering, so a row written by any other path still cannot inject markup: allowed tags lose
 * their attributes, every other tag (and comment, and unterminated tag) is dropped, text is
 * kept as stored (already entity-escaped).
 */
const ALLOWED = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'br']);
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)(?:\s[^>]*)?\/?>$/;

function keepTag(raw: string): string {
  const m = TAG.exec(raw);
  if (!m) return '';
  const name = m[2]!.toLowerCase();
  if (!ALLOWED.has(name)) return '';
  if (name === 'br') return m[1] ? '' : '<br>';
  return `<${m[1]}${name}>`;
}

export function sanitizeJobHtml(html: string): string {
  let out = '';
  let last = 0;
  for (const match of html.matchAll(/<[^<>]*>?/g)) {
    out += html.slice(last, match.index).replace(/>/g, '&gt;');
    out += keepTag(match[0]);
    last = match.index + match[0].length;
  }
  return out + html.slice(last).replace(/>/g, '&gt;');
}
