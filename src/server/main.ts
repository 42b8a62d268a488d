import path from 'node:path';
// Generated at build time: pull every server function (react-server layer) and every client
// component (SSR layer) into the bundle so the manifests can address them.
import '../../scripts/webpack/reference-list.js?server-functions';
import '../../scripts/webpack/reference-list.js?ssr-components';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDb } from './db/db';
import { isEmpty, seed } from './db/seed/seed';
import { createSiteContentStore } from './site-content/site-content-store';
import { createI18n } from './i18n/i18n';
import { logError, logInfo } from './log';
import { loadManifests } from './render/manifests';
import { setRscServices } from './rsc/index';
import { configureMailer } from './mail/mailer';

async function start(): Promise<void> {
  const config = loadConfig();
  const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
  const manifests = loadManifests(distDir);
  const i18n = await createI18n(path.resolve('locales'));
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  configureMailer(config);
  if (config.seedOnEmpty && (await isEmpty(db))) {
    const started = Date.now();
    logInfo('empty database: seeding demo data');
    await seed(db);
    logInfo('demo data ready', { ms: Date.now() - started });
  }
  const siteContent = await createSiteContentStore(db);
  setRscServices({
    config,
    clientManifest: manifests.clientManifest,
    serverFunctions: manifests.serverFunctions,
    stylesheets: manifests.entry.css,
    db,
    siteContent,
  });
  const app = createApp({
    config,
    i18n,
    manifests,
    distDir,
    publicDir: path.resolve('public'),
    testPages: process.env.ENABLE_TEST_PAGES === '1',
    db,
  });
  const server = app.listen(config.port, config.host, () => {
    logInfo('listening', { url: config.publicBaseUrl, port: config.port });
  });
  const stop = () =>
    server.close(() => {
      db.close().finally(() => process.exit(0));
    });
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    logError('start-up failed', error);
  }
  process.exit(1);
});
