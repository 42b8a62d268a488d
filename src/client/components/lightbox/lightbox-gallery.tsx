'use client';

import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent } from 'react';

/** What the server hands over per gallery item (already classified and with a poster). */
export type LightboxMedia =
  | { readonly kind: 'image' }
  | { readonly kind: 'embed'; readonly provider: 'youtube' | 'vimeo'; readonly embedUrl: string }
  | { readonly kind: 'file'; readonly mime: string };

export interface LightboxItem {
  readonly src: string;
  readonly alt: string;
  /** Grid image; for embeds the provider's thumbnail (or our fallback). */
  readonly thumbnail: string;
  readonly width: number;
  readonly height: number;
  readonly description: string | null;
  readonly autoplay: boolean;
  readonly controls: boolean;
  readonly media: LightboxMedia;
}

export interface LightboxTexts {
  readonly dialogLabel: string;
  readonly close: string;
  readonly next: string;
  readonly previous: string;
  /** "{{current}} of {{total}}" */
  readonly counter: string;
  readonly play: string;
  readonly video: string;
}

const loadDialog = () => import('./lightbox-dialog');
const LightboxDialog = lazy(loadDialog);

/**
 * Gallery thumbnails plus a full-screen lightbox (lightbox-dialog.tsx). Each thumbnail is a
 * real link to the full image or video, so without JavaScript it still opens. The lightbox's
 * code loads when a visitor points at or focuses a thumbnail, not with the page: most visits
 * never open it. Closing hands focus back to the thumbnail it was opened from.
 */
export function LightboxGallery({ items, texts }: { items: readonly LightboxItem[]; texts: LightboxTexts }) {
  const [opened, setOpened] = useState<number | null>(null);
  const openedRef = useRef<number | null>(null);
  const thumbRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  const onThumbClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    // Let modified clicks (new tab, download) do what the browser does with a link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openedRef.current = index;
    setOpened(index);
  };
  const onClose = useCallback(() => {
    const index = openedRef.current;
    openedRef.current = null;
    setOpened(null);
    if (index !== null) thumbRefs.current[index]?.focus();
  }, []);

  return (
    <>
      <ul className="gallery-grid">
        {items.map((item, index) => (
          <li key={`${index}-${item.src}`}>
            <a
              ref={(element) => {
                thumbRefs.current[index] = element;
              }}
              href={item.src}
              className="gallery-thumb"
              data-kind={item.media.kind}
              onClick={(event) => onThumbClick(event, index)}
              onPointerEnter={() => void loadDialog()}
              onFocus={() => void loadDialog()}
            >
              <img src={item.thumbnail} alt={item.alt} width={item.width} height={item.height} loading="lazy" decoding="async" />
              {item.media.kind !== 'image' ? (
                <span className="gallery-thumb__badge">
                  <span aria-hidden="true">▶</span> {texts.video}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
      {opened !== null ? (
        <Suspense fallback={null}>
          <LightboxDialog items={items} texts={texts} start={opened} onClose={onClose} />
        </Suspense>
      ) : null}
    </>
  );
}
