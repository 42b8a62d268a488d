// oidc-provider ships no types (and @types/oidc-provider is not installed): the little the e2e peers use.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown> & { findAccount?: (ctx: unknown, id: string) => Promise<Account> });
    listen(port: number, host?: string): Server;
  }
}
