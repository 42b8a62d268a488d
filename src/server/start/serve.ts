import http from 'node:http';
import path from 'node:path';
import { createApp } from '../app';
import { ConfigError, type AppConfig } from '../config';
import type { Db } from '../db/db';
import { createI18n, translatorFor } from '../i18n/i18n';
import { logError, logInfo } from '../../framework/server';
import { configureMailer } from '../mail/mailer';
import {
  loadManifests,
  renderStaticHtml,
  PageCache,
  answerFromCache,
  describePageRequest,
  type PageRequest,
  requestState,
} from '../../framework/server/http';
import { startRscLayer } from '../rsc-entry';
import { createSiteContentStore, SITE_CONTENT_CHANNEL } from '../site-content/site-content-store';
import { frozenPartsModeOf } from '../http/frozen-parts-mode';
import { PAGE_COOKIES } from '../http/page-cookies';
import { countCacheHit } from '../metrics/http-metrics';
import { liveSessionCheck } from '../http/live-session';
import { refuseDeclaredTooLarge } from '../http/request-limits';
import { localeOf as apiLocaleOf } from '../http/accept-language';
import { timedDb } from '../db/engine/timed-db';
import { countQueryTime } from '../context/request-context';
import { createJobSearchCache } from '../search/result-cache';
import { createJobSearchMemory } from '../search/memory-search';
import { countLiveStreamsWith, dbDuration } from '../metrics/registry';
import { reportQueueDepth } from '../metrics/queue-metrics';
import { reportRetention } from '../metrics/retention-metrics';
import { reportWebhookHealth } from '../metrics/webhook-metrics';
import { createFileStorage } from '../storage/create-storage';
import { probeStorage } from '../storage/probe-storage';
import { startObjectDeletionSweep } from '../candidate-files/object-deletions';
import { removeStaleUploads } from '../uploads/stale-uploads';
import { uploadTmpDir } from '../uploads/upload-tmp-dir';
import { createLiveHub } from '../live/live-hub';
import { ACCOUNT_CHANNEL } from '../live/account-events';
import { openReplicatedDb } from '../db/replicas/replicated-db';
import { setReplicaStatusSource } from '../db/replicas/replica-status';
import { runInReadScope } from '../db/replicas/read-scope';
import { dbStatementsByServer } from '../metrics/replica-metrics';
import { readYourWrites } from '../http/read-your-writes';

/** Sent (by database triggers) whenever content that public pages show changes. */
const CONTENT_CHANNEL = 'content_changed';

/** Builds the app around an open database and starts listening; resolves to a stop function. */
export async function serve(config: AppConfig, primaryDb: Db, distDir: string): Promise<() => Promise<void>> {
  // With DATABASE_READ_URLS, requests' reads go to replicas (db/replicas/replicated-db.ts).
  const replicas = config.databaseRead
    ? await openReplicatedDb(primaryDb, config.databaseRead, { onServed: (server) => dbStatementsByServer.inc({ server }) })
    : null;
  if (replicas) setReplicaStatusSource(replicas.statuses);
  const untimedDb = replicas?.db ?? primaryDb;
  const timed = (inner: Db) =>
    timedDb(inner, (ms) => {
      dbDuration.observe(ms / 1000);
      countQueryTime(ms);
    });
  const db = timed(untimedDb);
  const manifests = loadManifests(distDir);
  const i18n = await createI18n(path.resolve('locales'));
  configureMailer(config);
  const siteContent = await createSiteContentStore(db);
  const jobSearchCache = await createJobSearchCache(db);
  // Loads in the background (seconds at 100k jobs); searches run in SQL until it is ready.
  // Its change log is read from the primary: the log's snapshot bookkeeping (open transactions)
  // only holds on one server's history, and the read is a single indexed lookup.
  const jobSearchMemory = createJobSearchMemory(replicas ? timed(primaryDb) : db, {
    onError: (error) => logError('in-memory search index failed to load', error),
  });
  const storage = createFileStorage(config.storage);
  // Reported, not fatal: everything but uploads works without it, and an outage may be brief.
  const storageProblem = await probeStorage(storage);
  if (storageProblem) {
    const settings =
      config.storage.kind === 's3'
        ? 'S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE'
        : 'DATA_DIR';
    logError(`file storage is not usable; uploads will fail until it is (check ${settings})`, new Error(storageProblem));
  }
  await removeStaleUploads(uploadTmpDir(config));
  const objectSweep = startObjectDeletionSweep({ db, storage });
  reportQueueDepth(untimedDb);
  reportRetention(untimedDb);
  reportWebhookHealth(untimedDb);
  startRscLayer({
    config,
    clientManifest: manifests.clientManifest,
    serverFunctions: manifests.serverFunctions,
    stylesheets: manifests.entry.css,
    db,
    siteContent,
    jobSearchCache,
    jobSearchMemory,
    storage,
    renderStaticHtml,
  });
  // Any change to public content empties the page cache, on every instance (LISTEN/NOTIFY).
  const pageCache = config.pageCache ? new PageCache() : null;
  const stopListening = pageCache
    ? await Promise.all([CONTENT_CHANNEL, SITE_CONTENT_CHANNEL].map((channel) => db.listen(channel, () => pageCache.clear())))
    : [];
  // Signed-in candidates' open pages: one LISTEN for this process, fanned out to its streams.
  const liveHub = createLiveHub(untimedDb, config.live);
  const stopLive = await db.listen(ACCOUNT_CHANNEL, (payload) => liveHub.hear(payload));
  countLiveStreamsWith(() => liveHub.size());
  // Set at build time: only the test build has the test-only pages (webpack.config.ts).
  const testPages = process.env.KARIR_TEST_HARNESS === '1';
  const app = createApp({
    liveHub,
    pageCache,
    config,
    i18n,
    manifests,
    distDir,
    publicDir: path.resolve('public'),
    testPages,
    db,
    storage,
  });
  const isLiveSession = liveSessionCheck(config, db);
  const readScopes = replicas
    ? readYourWrites({
        secrets: config.sessionSecrets,
        // Past it every replica still in rotation has replayed the write: lag bound plus the checks' resolution.
        holdMs: 2 * (config.databaseRead!.maxLagMs + config.databaseRead!.checkIntervalMs),
        secure: config.env !== 'development' && config.publicBaseUrl.startsWith('https:'),
      })
    : null;
  const dispatch = (page: PageRequest, req: http.IncomingMessage, res: http.ServerResponse) => {
    if (pageCache && answerFromCache(pageCache, page, req, res, countCacheHit)) return;
    requestState(res).page = page;
    app(req, res);
  };
  const apiTooLarge = (req: http.IncomingMessage) => translatorFor(i18n, apiLocaleOf(req))('auth:api.tooLarge');
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const page = describePageRequest(req, pageCache !== null && frozenPartsModeOf(req, testPages) === null, PAGE_COOKIES);
    if (!page.cacheKey || page.sessionCookie === undefined) return dispatch(page, req, res);
    // A signed-in visitor is never answered from the cache; a cookie that opens to no live session is no sign-in.
    void isLiveSession(page.sessionCookie).then((live) => dispatch(live ? { ...page, cacheKey: null } : page, req, res));
  };
  // Page-cache hits are answered before Express sees the request (see answerFromCache).
  // Slow clients are cut off: Node checks the request and header timeouts every second.
  const server = http.createServer(
    { requestTimeout: config.requestTimeoutMs, headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: 1000 },
    (req, res) => {
      if (refuseDeclaredTooLarge(req, res, config.bodyLimit, apiTooLarge)) return;
      if (!readScopes) return handle(req, res);
      const scope = readScopes.scopeFor(req);
      readScopes.remember(res, scope);
      runInReadScope(scope, () => handle(req, res));
    },
  );
  // A port in use or an address this machine does not have stops start-up with a message
  // naming the setting, not an unhandled 'error' event and a stack.
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(new ConfigError(`Cannot listen on ${config.host}:${config.port} (HOST, PORT): ${error.code ?? error.message}`));
    });
    server.listen(config.port, config.host, () => {
      logInfo('listening', { url: config.publicBaseUrl, port: config.port, pid: process.pid });
      resolve();
    });
  });
  return () =>
    new Promise<void>((resolve) => {
      // Open streams would hold server.close() for ever; their browsers reconnect to another instance or to this one restarted.
      liveHub.closeAll();
      void stopLive();
      server.close(() => {
        jobSearchMemory.close();
        void Promise.all([
          siteContent.close(),
          jobSearchCache.close(),
          objectSweep.stop(),
          ...stopListening.map((stop) => stop()),
          replicas?.close(),
        ]).finally(resolve);
      });
      server.closeIdleConnections();
    });
}
