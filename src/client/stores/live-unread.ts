import { createStore } from './create-store';

/** The unread count the live stream last reported, with its accessible name; null until it reports. */
export interface LiveUnread {
  readonly unread: number;
  readonly label: string;
}

export const liveUnread = createStore<LiveUnread | null>(null);
