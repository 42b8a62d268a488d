const RASTER = /\.(png|jpe?g|webp|gif)$/i;

/**
 * An image usable as og:image, or undefined for the site's default: social networks show no
 * preview for SVG (or anything else they cannot decode), so such a picture is no card at all.
 */
export function socialImage(src: string | null | undefined): string | undefined {
  if (!src) return undefined;
  const path = src.replace(/[?#].*$/, '');
  return RASTER.test(path) ? src : undefined;
}
