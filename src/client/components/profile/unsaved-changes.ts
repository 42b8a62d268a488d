import { confirmAction } from '../feedback/feedback-store';

/**
 * The editor's sections with changes nobody saved yet. While there are any, leaving the page
 * asks first: the browser's own prompt for a reload, a closed tab or a typed address, our
 * "Are you sure?" dialog for a link on the page (which the client router would otherwise follow
 * without a word).
 */
const dirty = new Set<string>();
let installed = false;
let passing = false;

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (dirty.size === 0) return;
  event.preventDefault();
  // Older browsers show the prompt only with a return value.
  event.returnValue = '';
}

function onClick(event: MouseEvent): void {
  if (dirty.size === 0 || passing || event.defaultPrevented || event.button !== 0) return;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.target === '_blank') return;
  const url = new URL(anchor.href, location.href);
  // A link within the page (the completion list's "#skills") leaves nothing behind.
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
  event.preventDefault();
  event.stopPropagation();
  void confirmAction(document.querySelector<HTMLElement>('[data-unsaved-question]')?.dataset.unsavedQuestion).then((leave) => {
    if (!leave) return;
    dirty.clear();
    passing = true;
    try {
      anchor.click();
    } finally {
      passing = false;
    }
  });
}

export function markDirty(section: string, isDirty: boolean): void {
  if (isDirty) dirty.add(section);
  else dirty.delete(section);
  if (!installed && typeof window !== 'undefined') {
    installed = true;
    window.addEventListener('beforeunload', onBeforeUnload);
    // On the window while capturing: before any document listener, copy links' and the
    // navigation handler's (runtime/intercept.ts) included.
    window.addEventListener('click', onClick, true);
  }
}
