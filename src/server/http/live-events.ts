/**
 * GET /api/live/events: the signed-in candidate's live updates as server-sent events (the
 * header's island listens; src/server/live does the fan-out). Mounted before compression and
 * the request metrics: a compressor would hold events back until its buffer fills, and a stream
 * open for hours is no request duration.
 */
import type { Request, Response } from 'express';
import type { i18n as I18n } from 'i18next';
import { LOCALES } from '../../shared/locales';
import { LIVE_STATE_EVENT, type LiveState, type LiveStateEvent } from '../../shared/live-updates';
import { sessionAccount } from '../auth/accounts';
import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import { translatorFor, type Translate } from '../i18n/i18n';
import type { LiveHub, LiveSink } from '../live/live-hub';
import { localeOf } from './accept-language';
import { sessionCookieOf } from '../../framework/server/http';
import { liveStreamsRefused } from '../metrics/registry';
import { sessionOptions, unsealSession } from './session';
import { PAGE_COOKIES } from './page-cookies';

/** Unsent bytes beyond this mean the client stopped reading: the stream ends rather than grows. */
const MAX_BUFFERED_BYTES = 64 * 1024;
/** How long a browser waits before reconnecting after the stream ends (a restart, a logout elsewhere). */
const RECONNECT_MS = 1000;
/** A refused browser (429) is told when to come back. */
const RETRY_AFTER_S = 60;

export interface LiveEventsDeps {
  readonly config: AppConfig;
  readonly db: Db;
  readonly i18n: I18n;
  readonly hub: LiveHub;
}

export function liveEventsRoute(deps: LiveEventsDeps): (req: Request, res: Response) => Promise<void> {
  const options = sessionOptions(deps.config);
  return async (req, res) => {
    const t = translatorFor(deps.i18n, localeOf(req));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const sealed = sessionCookieOf(req.headers, PAGE_COOKIES);
    const account = sealed ? await sessionAccount(deps.db, await unsealSession(sealed, options)) : null;
    if (!account) {
      liveStreamsRefused.inc({ reason: 'unauthenticated' });
      res.status(401).json({ message: t('auth:api.unauthenticated') });
      return;
    }
    // The browser's EventSource sends Last-Event-ID on a reconnect; the first connection says
    // what the page was rendered with (?since=), so a change made while it hydrated is not missed.
    const lastEventId = req.headers['last-event-id'];
    const since = typeof lastEventId === 'string' ? lastEventId : typeof req.query.since === 'string' ? req.query.since : null;

    const sink: LiveSink = {
      send(state: LiveState) {
        const unreadLabels = Object.fromEntries(
          LOCALES.map((locale) => [locale, unreadLabel(translatorFor(deps.i18n, locale), state.unread)]),
        );
        const event: LiveStateEvent = { ...state, unreadLabels: unreadLabels as LiveStateEvent['unreadLabels'] };
        res.write(`id: ${state.token}\nevent: ${LIVE_STATE_EVENT}\ndata: ${JSON.stringify(event)}\n\n`);
        return res.writableLength < MAX_BUFFERED_BYTES;
      },
      heartbeat() {
        res.write(': keep-alive\n\n');
        return res.writableLength < MAX_BUFFERED_BYTES;
      },
      end: () => void res.end(),
    };
    const opened = deps.hub.open({ userId: account.id, sessionVersion: account.sessionVersion }, since?.slice(0, 200) ?? null, sink);
    if (!opened.ok) {
      liveStreamsRefused.inc({ reason: opened.reason });
      res.setHeader('Retry-After', String(RETRY_AFTER_S));
      res.status(429).json({ message: t(opened.reason === 'account' ? 'common:live.tooManyStreams' : 'common:live.busy') });
      return;
    }
    // Gone while its session was looked up.
    if (res.destroyed) return opened.close();
    req.socket.setNoDelay(true);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: proxies and CDNs must not compress or rewrite it; X-Accel-Buffering: nginx must not buffer it.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: ${RECONNECT_MS}\n\n`);
    res.on('close', () => opened.close());
  };
}

function unreadLabel(t: Translate, unread: number): string {
  return unread > 0 ? t('common:notifications.headerUnread', { count: unread }) : t('common:notifications.headerLink');
}
