import type { NextFunction, Request, Response } from 'express';
import type { i18n as I18n } from 'i18next';
import { splitLocale } from '../../shared/locales';
import { translatorFor } from '../i18n/i18n';
import { noticeHtml } from './unavailable';

/**
 * A NUL character in what a client sends. PostgreSQL (and PGlite) refuse it in any text, so a
 * NUL that reached a query turned the request into a 500; it is refused where input enters
 * instead: the address here, JSON bodies (nulFields, api/api-support.ts), page forms
 * (framework/server/page/form-post.ts). No one types a NUL: it is a forged or broken request.
 */
export const NUL = '\u0000';

/** `%00` or a raw NUL anywhere in the address, path or query. */
export function addressHasNul(url: string): boolean {
  return url.includes(NUL) || /%00/i.test(url);
}

/**
 * A JSON escape for NUL (`\u0000`) in a serialized body, not one whose backslash is itself
 * escaped (`\\u0000` is the six characters a person may type).
 */
const ESCAPED_NUL = /(?<!\\)(?:\\\\)*\\u0000/i;

/** A server function's encoded arguments (JSON text) that decode to a NUL somewhere. */
export function encodedHasNul(text: string): boolean {
  return text.includes(NUL) || ESCAPED_NUL.test(text);
}

/** The paths (`name`, `items.0.title`) of a parsed JSON body whose key or text holds a NUL. */
export function nulFields(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return value.includes(NUL) ? [at || '_body'] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulFields(item, at ? `${at}.${index}` : String(index)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const path = at ? `${at}.${key}` : key;
      return key.includes(NUL) ? [path.replaceAll(NUL, '')] : nulFields(item, path);
    });
  }
  return [];
}

/**
 * Refuses an address holding a NUL with 400 before any route reads it: JSON for the API, a
 * page in the address's language for the rest.
 */
export function refuseNulAddress(i18n: I18n) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!addressHasNul(req.originalUrl)) return next();
    res.setHeader('Cache-Control', 'no-store');
    if (/^\/api(?:\/|$)/.test(req.path)) {
      return void res.status(400).json({
        message: translatorFor(
          i18n,
          /^\s*id\b/i.test(String(req.headers['accept-language'] ?? '')) ? 'id-ID' : 'en-US',
        )('errors:nul.address'),
      });
    }
    const locale = splitLocale(req.path.replaceAll(NUL, '')).locale;
    const t = translatorFor(i18n, locale);
    res
      .status(400)
      .type('html')
      .send(
        noticeHtml(locale, {
          title: t('errors:nul.title'),
          message: t('errors:nul.address'),
          link: { href: locale === 'id-ID' ? '/id' : '/', text: t('errors:goHome') },
        }),
      );
  };
}

/**
 * A NUL in a posted body: the runtime's encoded arguments (`encoded`) or a plain form's names and
 * text values (files are bytes, not text). PostgreSQL takes none, so the post is refused first.
 */
export function postedBodyHasNul(body: string | FormData, encoded: boolean): boolean {
  const hasNul = encoded ? encodedHasNul : (text: string) => text.includes(NUL);
  if (typeof body === 'string') return hasNul(body);
  for (const [name, value] of body) if (hasNul(name) || (typeof value === 'string' && hasNul(value))) return true;
  return false;
}
