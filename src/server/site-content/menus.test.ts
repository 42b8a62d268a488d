import { describe, expect, it } from 'vitest';
import type { SiteContent } from '../db/repos/site-content-repo';
import { footerMenu, headerMenu } from './menus';

const content = {
  menus: {
    header: [
      { label: { en: 'Find jobs', id: 'Cari lowongan' }, path: '/explore-jobs' },
      { label: { en: 'Evil' }, path: 'https://evil.example' },
      { label: { en: 'About' }, path: '/about' },
    ],
    footer: [{ title: { en: 'Legal', id: 'Legal' }, links: [{ label: { en: 'Privacy', id: 'Privasi' }, path: '/page/privacy-policy' }] }],
  },
} as unknown as SiteContent;

describe('site content menus', () => {
  it('localises labels and links and drops entries that are not in-site paths', () => {
    expect(headerMenu(content, 'id-ID')).toEqual([
      { label: 'Cari lowongan', href: '/id/explore-jobs', path: '/explore-jobs' },
      { label: 'About', href: '/id/about', path: '/about' },
    ]);
    expect(headerMenu(content, 'en-US')[0]).toEqual({ label: 'Find jobs', href: '/explore-jobs', path: '/explore-jobs' });
  });

  it('takes the path of the page language when a link has one per language', () => {
    const translated = {
      menus: {
        footer: [
          {
            title: { en: 'Help' },
            links: [{ label: { en: 'FAQ', id: 'Tanya jawab' }, path: { en: '/page/faq', id: '/page/tanya-jawab' } }],
          },
        ],
      },
    } as unknown as SiteContent;
    expect(footerMenu(translated, 'id-ID')[0]!.links).toEqual([
      { label: 'Tanya jawab', href: '/id/page/tanya-jawab', path: '/page/tanya-jawab' },
    ]);
    expect(footerMenu(translated, 'en-US')[0]!.links).toEqual([{ label: 'FAQ', href: '/page/faq', path: '/page/faq' }]);
  });

  it('builds footer columns in the page language', () => {
    expect(footerMenu(content, 'id-ID')).toEqual([
      { title: 'Legal', links: [{ label: 'Privasi', href: '/id/page/privacy-policy', path: '/page/privacy-policy' }] },
    ]);
  });
});
