import path from 'node:path';
import { createApp } from '../app';
import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import { createI18n } from '../i18n/i18n';
import { logInfo } from '../log';
import { configureMailer } from '../mail/mailer';
import { loadManifests } from '../render/manifests';
import { setRscServices } from '../rsc/index';
import { createSiteContentStore } from '../site-content/site-content-store';

/** Builds the app around an open database and starts listening; resolves to a stop function. */
export async function serve(config: AppConfig, db: Db, distDir: string): Promise<() => Promise<void>> {
  const manifests = loadManifests(distDir);
  const i18n = await createI18n(path.resolve('locales'));
  configureMailer(config);
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
    logInfo('listening', { url: config.publicBaseUrl, port: config.port, pid: process.pid });
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        void siteContent.close().finally(resolve);
      });
      server.closeIdleConnections();
    });
}
