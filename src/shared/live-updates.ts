/** What the live-updates stream (server) and the header's island (browser) agree on. */
import type { Locale } from './locales';

export const LIVE_EVENTS_PATH = '/api/live/events';

/** The one event the stream sends: the account's state as a whole, so a missed one costs nothing. */
export const LIVE_STATE_EVENT = 'state';

/**
 * `notifications` and `applications` are marks: opaque, equal exactly when nothing a page shows
 * changed. `token` is all of it; it is the event's id, so a reconnecting browser says what it
 * last saw (Last-Event-ID) and hears again only when something changed.
 */
export interface LiveState {
  readonly unread: number;
  readonly notifications: string;
  readonly applications: string;
  readonly token: string;
}

/**
 * The state as sent: with the header's accessible name for the count in each language, since
 * one tab's stream serves the browser's other tabs too, whatever their language.
 */
export interface LiveStateEvent extends LiveState {
  readonly unreadLabels: Readonly<Record<Locale, string>>;
}

export function liveToken(state: Omit<LiveState, 'token'>): string {
  return `${state.unread}.${state.notifications}.${state.applications}`;
}
