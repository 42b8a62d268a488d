import path from 'node:path';
import crypto from 'node:crypto';
import fs from 'node:fs';
import CompressionPlugin from 'compression-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import { ClientManifestPlugin, ServerManifestPlugin, zopfliGzip, type ReferenceListOptions } from './src/framework/build/index.ts';

const root = import.meta.dirname;
const loader = (name: string) => path.join(root, 'src/framework/build', `${name}.ts`);
const referenceList = (mode: string) => `${path.join(root, 'src/framework/build/reference-list.js')}?${mode}`;
/** The react-server layer's doors: the framework's, and the product's entry that registers its pages with it. */
const rscEntries = [path.join(root, 'src/framework/server/rsc/index.ts'), path.join(root, 'src/server/rsc-entry.tsx')];

/** Packages that must be bundled: React's builds differ per layer (react-server condition). */
const BUNDLED = /^(react|react-dom|react-server-dom-webpack|scheduler)(\/|$)/;

function swc(mode: Configuration['mode'], target: 'node' | 'browser'): RuleSetRule {
  return {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: mode === 'development' } },
        target: target === 'node' ? 'es2022' : 'es2020',
      },
      module: { type: 'es6' },
      sourceMaps: true,
    },
  };
}

function referenceListRule(testHarness: boolean): RuleSetRule {
  const options: ReferenceListOptions = {
    clientDirs: [path.join(root, 'src/client'), path.join(root, 'src/framework/client')],
    serverDirs: [path.join(root, 'src/server')],
    // The test-only server function exists in test builds alone (see the test harness below).
    ...(testHarness ? {} : { leaveOut: path.join(root, 'src/server/test-harness') }),
  };
  return { test: /reference-list\.js$/, use: [{ loader: loader('reference-list-loader'), options }] };
}

/** https://v8.dev/blog/explicit-compile-hints: compile the whole script eagerly, off the main thread. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Where a production build's browser source maps go, inside the build folder (not served). */
const CLIENT_SOURCE_MAPS = 'client-source-maps';

function fileRevision(file: string): string | null {
  return fs.existsSync(file) ? crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16) : null;
}

export default function config(_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] {
  const mode = argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  /** Separate output folders let several builds (and their test servers) coexist. */
  const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
  /**
   * The test build (KARIR_TEST_HARNESS=1, made by npm run test:e2e into dist-test) has the
   * test-only pages and server function of src/server/test-harness; any other build has
   * neither in its bundle nor in its manifest.
   */
  const testHarness = process.env.KARIR_TEST_HARNESS === '1';
  const dev = mode === 'development';
  const sourceRule = /\.[cm]?[jt]sx?$/;
  const src = path.join(root, 'src');
  // The build's own loaders and the reference-list stub live in the framework's folder: they run in webpack, never in a bundle.
  const buildGlue = path.join(src, 'framework/build');
  const clientSourceMaps = path.join(dist, CLIENT_SOURCE_MAPS);
  // Cleaned like the assets folder: maps of an earlier build would outlive their scripts (the
  // service worker's map was once written beside it, in the folder of published files).
  if (!dev) for (const stale of [clientSourceMaps, path.join(dist, 'client/sw.js.map')]) fs.rmSync(stale, { recursive: true, force: true });

  const server: Configuration = {
    name: 'server',
    mode,
    target: 'node20',
    devtool: 'source-map',
    entry: {
      main: path.join(root, 'src/server/main.ts'),
      // The embedded database's own thread (see src/server/db/engine/thread-db.ts).
      'pglite-thread': path.join(root, 'src/server/db/engine/pglite-thread.ts'),
    },
    output: {
      path: path.join(dist, 'server'),
      filename: '[name].cjs',
      chunkFilename: '[id].cjs',
      clean: true,
    },
    experiments: { layers: true },
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) => {
        if (request && /^[a-z@]/i.test(request) && !request.startsWith('node:') && !BUNDLED.test(request)) {
          callback(undefined, `commonjs ${request}`);
        } else callback();
      },
    ],
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
    module: {
      rules: [
        { test: rscEntries, layer: 'rsc' },
        { resourceQuery: /server-functions/, layer: 'rsc' },
        { issuerLayer: 'rsc', resolve: { conditionNames: ['react-server', '...'] } },
        referenceListRule(testHarness),
        { test: /\.css$/, type: 'asset/source' },
        {
          test: sourceRule,
          include: src,
          exclude: buildGlue,
          oneOf: [
            { issuerLayer: 'rsc', use: [{ loader: loader('rsc-directive-loader') }, swc(mode, 'node')] },
            { use: [{ loader: loader('ssr-directive-loader') }, swc(mode, 'node')] },
          ],
        },
      ],
    },
    optimization: {
      minimize: false,
      // Manifests address modules by id and export name, so every module keeps both.
      concatenateModules: false,
      usedExports: false,
      mangleExports: false,
      splitChunks: false,
      moduleIds: 'deterministic',
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({
        'process.env.BUILD_MODE': JSON.stringify(mode),
        'process.env.KARIR_TEST_HARNESS': JSON.stringify(testHarness ? '1' : ''),
      }),
      ...(testHarness
        ? []
        : [
            new webpack.NormalModuleReplacementPlugin(
              /test-harness[\\/]test-pages(\.ts)?$/,
              path.join(src, 'server/test-harness/no-test-pages.ts'),
            ),
          ]),
      new ServerManifestPlugin(),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    ignoreWarnings: [/Critical dependency/],
  };

  const client: Configuration = {
    name: 'client',
    dependencies: ['server'],
    mode,
    target: 'web',
    // A production build writes the browser's source maps beside the build, outside the folder
    // /assets serves, and names them nowhere in the scripts: the original src/client stays
    // private, yet the maps are there to read a reported stack trace with (and for e2e/bundle.spec.ts).
    devtool: dev ? 'cheap-module-source-map' : false,
    entry: { main: [referenceList('client-components'), path.join(root, 'src/client/entry.tsx')] },
    output: {
      path: path.join(dist, 'client/assets'),
      publicPath: '/assets/',
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[id].js' : '[id].[contenthash:10].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      crossOriginLoading: false,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        referenceListRule(testHarness),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: sourceRule, include: src, exclude: buildGlue, use: [{ loader: loader('client-directive-loader') }, swc(mode, 'browser')] },
      ],
    },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      runtimeChunk: 'single',
      // SWC for scripts and esbuild for styles: every install, test run and changed-source
      // `npm start` builds, and terser + cssnano took 9 of its 13 build seconds here, for
      // bundles under 0.5 % smaller (measured with gzip; esbuild's CSS is even smaller).
      minimizer: [
        new MinimizerPlugin({
          test: /\.[cm]?js$/i,
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
        }),
        new CssMinimizerPlugin({ minify: CssMinimizerPlugin.esbuildMinify }),
      ],
    },
    plugins: [
      ...(dev
        ? []
        : [
            new webpack.SourceMapDevToolPlugin({
              filename: `${path.relative(path.join(dist, 'client/assets'), clientSourceMaps)}/[base].map`,
              append: false,
            }),
          ]),
      // Chrome's explicit compile hint: every function of a script with this comment is compiled
      // while the script streams in, on a background thread, instead of lazily on the main thread
      // when first called (React DOM's module alone took 36-42 ms there on a 4x-throttled phone
      // trace; all lazy compiles of a load from 85 ms to 13-15 ms). Nearly all of these scripts'
      // functions run on load (hydration), so little is compiled for nothing. Added after
      // minifying (which drops comments), before source maps and compression.
      new webpack.BannerPlugin({
        banner: COMPILE_HINT,
        raw: true,
        test: /\.js$/,
        stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
      new MiniCssExtractPlugin({ filename: dev ? '[name].css' : '[name].[contenthash:10].css' }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      new ClientManifestPlugin(),
      // Precompressed copies served by express-static-gzip: no compression work per request.
      ...(dev
        ? []
        : [
            new CompressionPlugin({
              test: /\.(js|css|svg)$/,
              algorithm: zopfliGzip,
              filename: '[path][base].gz',
              threshold: 512,
              minRatio: 0.9,
            }),
            new CompressionPlugin({
              test: /\.(js|css|svg)$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              threshold: 512,
              minRatio: 0.9,
            }),
          ]),
      new InjectManifest({
        swSrc: path.join(root, 'src/client/sw.ts'),
        swDest: '../sw.js',
        exclude: [/\.map$/, /manifests\//, /\.LICENSE\.txt$/, /\.(gz|br)$/],
        webpackCompilationPlugins: [
          new webpack.DefinePlugin({
            'process.env.OFFLINE_REVISION': JSON.stringify(fileRevision(path.join(root, 'public/offline.html'))),
          }),
        ],
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };

  return [server, client];
}
