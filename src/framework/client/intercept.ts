import { isNavigableLink } from './link-rules';
import { navigate } from './router';

function rememberScroll(): void {
  history.replaceState({ ...(history.state as object | null), scroll: { x: window.scrollX, y: window.scrollY } }, '');
}

/**
 * Plain links and GET forms keep working without JavaScript; with it, same-site ones become
 * client navigations, and back/forward re-render the page the address bar now shows.
 */
export function interceptNavigation(): void {
  history.scrollRestoration = 'manual';
  const followLink = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || !isNavigableLink(anchor)) return;
    const url = new URL(anchor.href);
    // Same page, only the fragment changes: the browser scrolls by itself.
    if (url.hash && url.pathname === location.pathname && url.search === location.search) return;
    event.preventDefault();
    rememberScroll();
    void navigate(url.href, 'push');
  };
  document.addEventListener('click', followLink);
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || form.method.toLowerCase() !== 'get') return;
    const action = new URL(form.action || location.href, location.href);
    if (action.origin !== location.origin) return;
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(form, (event as SubmitEvent).submitter)) {
      if (typeof value === 'string' && value !== '') query.append(key, value);
    }
    rememberScroll();
    const search = query.toString();
    void navigate(`${action.pathname}${search ? `?${search}` : ''}`, 'push');
  });
  window.addEventListener('popstate', (event) => {
    const state = event.state as { scroll?: { x: number; y: number } | null } | null;
    void navigate(location.href, 'pop', state?.scroll ?? null);
  });
}
