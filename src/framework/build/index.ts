// The framework's build glue, for webpack.config.ts: the manifest plugins, the reference-list
// loader's options and the gzip algorithm. Loaders are named by path in the config (webpack loads them itself).
export { ClientManifestPlugin, ServerManifestPlugin } from './manifest-plugins.ts';
export type { ReferenceListOptions } from './reference-list-loader.ts';
export { zopfliGzip } from './zopfli-gzip.ts';
