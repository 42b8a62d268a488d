import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { i18n as I18n } from 'i18next';
import type { AppConfig } from './config';
import { STREAMING_BROTLI, nonceMiddleware, type Manifests, type PageCache } from '../framework/server/http';
import { createPageHandler } from './http/page/page-handler';
import { securityHeaders } from './http/security-headers';
import { fallbackErrorHtml } from './http/fallback-error';
import { refuseNulAddress } from './http/nul-input';
import { healthRoutes } from './http/health';
import { logUnavailable, sendUnavailablePage } from './http/unavailable';
import { isDatabaseUnavailable } from './db/db-errors';
import { logError } from '../framework/server';
import { seoRoutes } from './seo/seo-routes';
import { httpMetrics } from './metrics/http-metrics';
import { metricsRoutes } from './metrics/metrics-endpoint';
import { vitalsRoutes } from './metrics/vitals';
import { VITALS_BODY_LIMIT } from './http/request-limits';
import type { Db } from './db/db';
import { createApiRouter } from './api/router';
import { dataExportDownloadRoute } from './http/data-export-download';
import { createEmployerRouter, EMPLOYER_API_PREFIX } from './api/employer/employer-router';
import { profileFileForms } from './http/profile-file-forms';
import { jobAlertUnsubscribeRoute } from './http/job-alert-unsubscribe';
import { createSocialLoginRoutes } from './http/social-login-routes';
import { splitLocale } from '../shared/locales';
import type { FileStorage } from './storage/file-storage';
import type { LiveHub } from './live/live-hub';
import { liveEventsRoute } from './http/live-events';
import { LIVE_EVENTS_PATH } from '../shared/live-updates';

export interface AppDeps {
  readonly config: AppConfig;
  readonly i18n: I18n;
  readonly manifests: Manifests;
  readonly distDir: string;
  readonly publicDir: string;
  readonly testPages: boolean;
  readonly db: Db;
  readonly pageCache: PageCache | null;
  readonly storage: FileStorage;
  readonly liveHub: LiveHub;
}

/**
 * public/ for the paths that can be in it (their first segment is one of its top-level
 * entries, read once at start), so page requests skip the file-system lookup.
 */
function publicFiles(publicDir: string): express.RequestHandler {
  const serve = express.static(publicDir, { maxAge: '1d', index: false });
  const topLevel = new Set(fs.existsSync(publicDir) ? fs.readdirSync(publicDir) : []);
  return (req, res, next) => {
    const first = req.path.split('/')[1] ?? '';
    if (topLevel.has(decodeURIComponentSafe(first))) serve(req, res, next);
    else next();
  };
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.set('trust proxy', deps.config.trustProxy);
  app.disable('x-powered-by');
  app.set('etag', false);

  // Before the request metrics and compression (see live-events.ts).
  app.get(LIVE_EVENTS_PATH, liveEventsRoute({ config: deps.config, db: deps.db, i18n: deps.i18n, hub: deps.liveHub }));
  app.use(httpMetrics);
  app.use(healthRoutes(deps.db));
  app.use(nonceMiddleware);
  app.use(securityHeaders({ secure: deps.config.publicBaseUrl.startsWith('https:') }));
  app.use(compression({ brotli: STREAMING_BROTLI }));
  app.use(refuseNulAddress(deps.i18n));

  // Hashed build output never changes under its name.
  app.use(
    '/assets',
    expressStaticGzip(path.join(deps.distDir, 'client/assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { immutable: true, maxAge: '365d', fallthrough: false },
    }),
  );
  app.get('/sw.js', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Service-Worker-Allowed', '/');
    res.sendFile(path.join(deps.distDir, 'client/sw.js'));
  });
  app.use(publicFiles(deps.publicDir));
  app.use(seoRoutes({ db: deps.db, baseUrl: deps.config.publicBaseUrl }));
  app.use(vitalsRoutes({ bodyLimit: VITALS_BODY_LIMIT }));
  app.use(metricsRoutes(deps.config.metricsToken));

  // JSON API for other clients (bearer tokens; the candidate-file routes take the session cookie too),
  // and the off-site legs of social login.
  app.use(EMPLOYER_API_PREFIX, createEmployerRouter(deps));
  app.use('/api', createApiRouter(deps));
  app.use(createSocialLoginRoutes(deps));
  // The pages' file forms: multipart bodies the page handler's form limit would refuse.
  app.use(profileFileForms(deps));
  // Job alert mails' one-click unsubscribe: a mail program's POST, with no page behind it.
  app.use(jobAlertUnsubscribeRoute(deps));
  // The owner's data export ZIP: a file, sent before the pages (which answer when it cannot be).
  app.use(dataExportDownloadRoute(deps));

  app.use(createPageHandler({ ...deps, bodyLimitBytes: deps.config.bodyLimit }));

  // Last resort: never a stack trace in the response.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      const text: Record<number, string> = { 404: 'Not found', 413: 'Payload Too Large' };
      if (!res.headersSent)
        res
          .status(status)
          .type('text/plain')
          .send(text[status] ?? 'Bad request');
      return;
    }
    if (isDatabaseUnavailable(error)) {
      logUnavailable(error, req.originalUrl);
      if (res.headersSent) return void res.end();
      return sendUnavailablePage(res, deps.i18n, req.path);
    }
    logError('request failed', error, { path: req.originalUrl });
    if (res.headersSent) return void res.end();
    res
      .status(500)
      .type('html')
      .send(fallbackErrorHtml(splitLocale(req.path).locale));
  });
  return app;
}
