// The framework's surface for the HTTP side (the SSR layer): what the product's server start-up,
// Express app and page handler use to answer a page request. Server components never import it
// (it loads React's HTML renderer); they use ./index.ts.
export { loadManifests, type Manifests } from './render/manifests';
export { renderStaticHtml, type StaticHtml } from './render/static-html';
export { respond, type RespondDeps } from './page/respond';
export { handleFormPost, runtimeRedirect } from './page/form-post';
export { redirectTo } from './page/redirect-to';
export { PageCache } from './page-cache/page-cache';
export { answerFromCache, type CacheHit } from './page-cache/serve-cached';
export { sessionCookieOf } from './page-cache/cache-key';
export { describePageRequest, type PageRequest } from './request/page-request';
export { followsLanguageCookie, type PageAddress } from './request/page-address';
export type { PageCookies } from './request/page-cookies';
export { requestState } from './request/request-state';
export { nonceMiddleware } from './request/nonce';
export { STREAMING_BROTLI } from './request/brotli-options';
