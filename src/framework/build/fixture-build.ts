/**
 * Builds test-fixtures/webpack-app with the real loaders and manifest plugins, in the same
 * two compilations and layers as webpack.config.ts, into a temporary folder. React's
 * registration functions and the browser's callServer are replaced by recorders
 * (test-fixtures/webpack-app/stubs): the tests check what the loaders ask React to do.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration, type Stats } from 'webpack';
import { ClientManifestPlugin, ServerManifestPlugin } from './manifest-plugins.ts';

const FIXTURE_APP = path.resolve('test-fixtures/webpack-app');
const here = path.resolve('src/framework/build');
const loader = (name: string) => path.join(here, `${name}.ts`);
const stub = (name: string) => path.join(FIXTURE_APP, 'stubs', name);
const src = path.join(FIXTURE_APP, 'src');

export interface FixtureBuild {
  readonly out: string;
  /** A file of the build, parsed as JSON. */
  json<T>(relative: string): T;
  read(relative: string): string;
}

function referenceListRule(testHarness: boolean): webpack.RuleSetRule {
  const options = {
    clientDirs: [path.join(src, 'client')],
    serverDirs: [path.join(src, 'server')],
    ...(testHarness ? {} : { leaveOut: path.join(src, 'server/test-harness') }),
  };
  return { test: /reference-list\.js$/, use: [{ loader: loader('reference-list-loader'), options }] };
}

const reactStubs = {
  'react-server-dom-webpack/server$': stub('react-server-dom-webpack-server.js'),
  'react-server-dom-webpack/client$': stub('react-server-dom-webpack-client.js'),
};

function fixtureConfigs(out: string, { testHarness = false } = {}): Configuration[] {
  const server: Configuration = {
    name: 'server',
    mode: 'development',
    devtool: false,
    target: 'node20',
    context: FIXTURE_APP,
    entry: { main: path.join(src, 'server/main.js') },
    output: { path: path.join(out, 'server'), filename: '[name].cjs', library: { type: 'commonjs2' } },
    experiments: { layers: true },
    resolve: { alias: reactStubs },
    module: {
      rules: [
        { test: path.join(src, 'server/rsc-entry.js'), layer: 'rsc' },
        { resourceQuery: /server-functions/, layer: 'rsc' },
        referenceListRule(testHarness),
        {
          test: /\.js$/,
          include: src,
          oneOf: [{ issuerLayer: 'rsc', use: [loader('rsc-directive-loader')] }, { use: [loader('ssr-directive-loader')] }],
        },
      ],
    },
    optimization: { concatenateModules: false, usedExports: false, mangleExports: false, moduleIds: 'deterministic' },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), new ServerManifestPlugin()],
  };
  const client: Configuration = {
    name: 'client',
    mode: 'production',
    devtool: false,
    target: 'web',
    context: FIXTURE_APP,
    entry: { main: [`${path.resolve('src/framework/build/reference-list.js')}?client-components`, path.join(src, 'client/entry.js')] },
    output: { path: path.join(out, 'client/assets'), publicPath: '/assets/', filename: '[name].js', chunkFilename: '[id].js' },
    resolve: { alias: reactStubs },
    module: { rules: [referenceListRule(testHarness), { test: /\.js$/, include: src, use: [loader('client-directive-loader')] }] },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', runtimeChunk: 'single', minimize: false },
    plugins: [
      // The loader points every server reference at the project's own src/framework/client/call-server.ts.
      new webpack.NormalModuleReplacementPlugin(/framework[\\/]client[\\/]call-server\.ts$/, stub('call-server.js')),
      new ClientManifestPlugin(),
    ],
  };
  return [server, client];
}

function compile(configs: Configuration[]): Promise<Stats[]> {
  return new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats.stats);
    });
  });
}

export async function buildFixture(options: { testHarness?: boolean } = {}): Promise<FixtureBuild> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-fixture-'));
  await compile(fixtureConfigs(out, options));
  const read = (relative: string) => fs.readFileSync(path.join(out, relative), 'utf8');
  return { out, read, json: <T>(relative: string) => JSON.parse(read(relative)) as T };
}
