/** The site content, in exactly the shape the client reads from /site-content. */
import type { Db } from '../db.js';

export interface SiteContent {
  site_name: string;
  logo: string;
  locale: string;
  currency: { base_currency: string; currency_symbol: string };
  menus: Record<string, unknown>;
  /** content is { en, id } so the footer follows the page language. */
  footer: { content: Record<string, string>; enable_bg_image: boolean; bg_image: string | null };
  social_media: { network: string; url: string }[];
  option_select: Record<string, unknown>;
}

/** Throws when the row is missing: the spec hands site-content failures to the error page. */
export async function getSiteContent(db: Db): Promise<SiteContent> {
  const { rows } = await db.query<{
    site_name: string;
    logo: string;
    locale: string;
    base_currency: string;
    currency_symbol: string;
    menus: Record<string, unknown>;
    footer_content: Record<string, string>;
    footer_bg_image_enable: boolean;
    footer_bg_image_url: string | null;
    social_media: { network: string; url: string }[];
    option_select: Record<string, unknown>;
  }>(
    `SELECT site_name, logo, locale, base_currency, currency_symbol, menus, footer_content, footer_bg_image_enable,
            footer_bg_image_url, social_media, option_select
     FROM site_content WHERE id = 1`,
  );
  const r = rows[0];
  if (!r) throw new Error('Site content is missing: run `npm run seed` or insert the site_content row');
  return {
    site_name: r.site_name,
    logo: r.logo,
    locale: r.locale,
    currency: { base_currency: r.base_currency, currency_symbol: r.currency_symbol },
    menus: r.menus,
    footer: { content: r.footer_content, enable_bg_image: r.footer_bg_image_enable, bg_image: r.footer_bg_image_url },
    social_media: r.social_media,
    option_select: r.option_select,
  };
}
