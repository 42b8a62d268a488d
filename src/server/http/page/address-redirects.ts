import type { Request, Response } from 'express';
import { localizePath } from '../../../shared/locales';
import { tidyPath } from '../../../shared/tidy-path';
import { followsLanguageCookie, type PageAddress } from '../../../framework/server/http';
import { PAGE_COOKIES } from '../page-cookies';

/**
 * Redirects the address alone decides, before any session or data is read: `/` to `/id` for a
 * visitor who chose Indonesian (only the root follows the remembered language), and one
 * spelling per page (`/About/` → `/about`). Returns true once it has answered.
 */
export function redirectAddress(req: Request, res: Response, address: PageAddress): boolean {
  if (followsLanguageCookie(req, address, PAGE_COOKIES.language)) {
    res.setHeader('Vary', 'Cookie');
    res.redirect(302, `${localizePath('/', 'id-ID')}${address.search}`);
    return true;
  }
  // A payload request and a post are left alone: neither is an address anyone links to.
  const tidy = !address.flight && req.method !== 'POST' ? tidyPath(address.pathname) : null;
  if (!tidy) return false;
  res.redirect(301, `${tidy}${address.search}`);
  return true;
}
