/** The site's own mark (public/icons/icon.svg), the logo until an operator sets another. */
const BUILT_IN_LOGO = '/icons/icon.svg';

/**
 * The logo beside the site's name. The built-in mark is drawn inline: an <img> of an SVG makes
 * Chrome build a separate SVG document in the page's main thread (6–16 ms of CPU each here,
 * four times that on a 4× slowed phone), before the first paint. Any other logo stays an image.
 */
export function SiteLogo({ src = BUILT_IN_LOGO }: { src?: string }) {
  if (src !== BUILT_IN_LOGO) return <img src={src} alt="" width={32} height={32} className="brand__mark" />;
  return (
    <svg viewBox="0 0 512 512" width="32" height="32" aria-hidden="true" className="brand__mark">
      <rect width="512" height="512" rx="112" fill="#015f92" />
      <path d="M290 250 366 358" stroke="#f2a71b" strokeWidth="64" strokeLinecap="round" />
      <rect x="142" y="126" width="64" height="260" rx="32" fill="#fff" />
      <path d="M234 282 358 158" stroke="#fff" strokeWidth="64" strokeLinecap="round" />
    </svg>
  );
}
