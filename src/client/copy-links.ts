import { showToast } from './components/feedback/feedback-store';

/** Marks a link to a page's URL that a click copies (its `data-copied` is the toast's text). */
const COPY_LINK_ATTRIBUTE = 'data-copy-link';

/**
 * Copy links are plain links to the page's canonical URL (open it, or copy it from the context
 * menu). With JavaScript a click copies the URL and shows a toast instead. One listener for the
 * document rather than a component: the links sit in frozen parts, plain HTML no component
 * renders (frozen-part.tsx). It listens while capturing, so it runs before the navigation
 * handler (which leaves a click handled here alone).
 */
export function enableCopyLinks(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.(`a[${COPY_LINK_ATTRIBUTE}]`) as HTMLAnchorElement | null;
      if (!link || event.button !== 0 || !navigator.clipboard) return;
      event.preventDefault();
      const url = link.href;
      navigator.clipboard.writeText(url).then(
        () => showToast(link.dataset.copied ?? ''),
        () => window.prompt('', url),
      );
    },
    true,
  );
}
