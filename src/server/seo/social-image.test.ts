import { describe, expect, it } from 'vitest';
import { socialImage } from './social-image';

describe('socialImage', () => {
  it('keeps raster pictures', () => {
    for (const src of ['/images/a.png', '/images/a.JPG', '/a.jpeg', 'https://cdn.example/a.webp?w=1200', '/a.gif#x'])
      expect(socialImage(src)).toBe(src);
  });

  it('leaves SVG, unknown kinds and missing pictures to the default', () => {
    for (const src of ['/images/companies/logo-3.svg', '/a.svg?v=png', '/images/logo', '/a.png.svg', '', null, undefined])
      expect(socialImage(src)).toBeUndefined();
  });
});
