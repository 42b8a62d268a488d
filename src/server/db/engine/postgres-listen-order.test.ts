/**
 * Several parts of a process subscribe at start-up at once (the page cache's two channels, the
 * live updates' one). pg runs one statement at a time on a client and deprecates queueing a
 * second behind a running one (pg 9 will refuse it), so their LISTENs must wait their turn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDb } from '../test-db.js';

const postgres = testEngines().filter((engine) => engine.engine === 'postgres');

describe.runIf(postgres.length > 0)('LISTENs asked for at once on PostgreSQL', () => {
  let t: TestDb;
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);

  beforeAll(async () => {
    process.on('warning', onWarning);
    t = await postgres[0]!.open();
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await t?.cleanup();
  });

  it('subscribes every channel, one statement at a time, and each hears its own notifications', async () => {
    const channels = ['order_one', 'order_two', 'order_three', 'order_four'];
    const heard = new Map<string, string[]>(channels.map((channel) => [channel, []]));
    const stops = await Promise.all(channels.map((channel) => t.db.listen(channel, (payload) => heard.get(channel)!.push(payload))));
    for (const channel of channels) await t.db.notify(channel, `to ${channel}`);
    await expect
      .poll(() => channels.map((channel) => heard.get(channel)), { timeout: 10_000 })
      .toEqual(channels.map((channel) => [`to ${channel}`]));
    await Promise.all(stops.map((stop) => stop()));
    // Deprecation warnings are emitted on the next tick.
    await new Promise((done) => setTimeout(done, 50));
    expect(warnings.filter((message) => /already executing a query/.test(message))).toEqual([]);
  });
});
