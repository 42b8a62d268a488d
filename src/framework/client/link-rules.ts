/** Paths that are files or endpoints, not pages the router can render. */
const NOT_A_PAGE = /^\/(?:assets|api|icons|images|sw\.js|metrics)(?:\/|$)|\.[a-z0-9]+$/i;

/** Whether a link leads to one of our pages in a way the client router may take over. */
export function isNavigableLink(anchor: HTMLAnchorElement): boolean {
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download') || anchor.dataset.reload !== undefined) return false;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return false;
  }
  return url.origin === location.origin && !NOT_A_PAGE.test(url.pathname);
}
