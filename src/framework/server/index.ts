// The framework's surface for server code of either layer (react-server or SSR/HTTP): the
// request scope, the signals a page or server function throws, the page contract and logging.
// Nothing here loads React's server renderers, so a server component may import it.
export {
  runInRequest,
  currentRequest,
  type RenderRequest,
  type RouteInfo,
  type CookieToSet,
  type RequestTiming,
} from './request/request-scope';
export { redirect, RedirectSignal, HttpError } from './request/redirect';
export { logError, logInfo, logWarn } from './log';
export { requestState, type RequestState } from './request/request-state';
export type { PageModule, Preparation, LayoutComponent, Screen } from './rsc/page-contract';
export { FrozenPart, frozenPartReference, frozenPartOfHtml, keptFrozenHtml } from './rsc/frozen-part';
