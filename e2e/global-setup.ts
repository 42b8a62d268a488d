import type { FullConfig } from '@playwright/test';
import { startAuthPeers } from './auth-peers';
import { AUTH_PEERS } from '../playwright.config';

/** Starts the local SMTP server and OpenID Connect provider for the whole run; returns their teardown. */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  return startAuthPeers(AUTH_PEERS);
}
