import type { CDPSession, Page } from '@playwright/test';

/** Trace event names by what the main thread was doing (Chrome's devtools.timeline names). */
const CATEGORIES: Record<string, readonly string[]> = {
  script: [
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'v8.evaluateModule',
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
    'FireIdleCallback',
    'FireAnimationFrame',
    'RunMicrotasks',
    'v8.run',
    'V8.GCScavenger',
    'MajorGC',
    'MinorGC',
    'V8.GC_MC_BACKGROUND_MARKING',
    'CpuProfiler::StartProfiling',
    'v8.produceCache',
    'v8.deserializeOnBackground',
  ],
  'parse HTML': ['ParseHTML'],
  'parse CSS': ['ParseAuthorStyleSheet'],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ScheduleStyleRecalculation'],
  layout: ['Layout', 'InvalidateLayout'],
  paint: ['Paint', 'PaintImage', 'PrePaint', 'UpdateLayer', 'UpdateLayerTree', 'CompositeLayers', 'Layerize', 'Commit', 'RasterTask'],
};

const categoryOf = new Map(Object.entries(CATEGORIES).flatMap(([category, names]) => names.map((name) => [name, category])));

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  /** Thread time: what the thread ran, not the time another process had the core. */
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly beginData?: { readonly url?: string } };
}

export interface MainThreadSummary {
  /**
   * Self thread time in ms by category, the rest as "other": CPU time, so other processes on a
   * busy machine do not add to it (Chrome's 4× slowdown pauses the thread, which is not counted
   * either: these are unthrottled figures).
   */
  readonly byCategory: Record<string, number>;
  /** Thread time of the top-level tasks, ms. */
  readonly cpuMs: number;
  /** Wall time of the top-level tasks, ms (throttled, and longer when the machine is busy). */
  readonly totalMs: number;
  /** Top-level tasks of 50 ms or more, their durations in ms. */
  readonly longTasksMs: readonly number[];
  /** Time beyond 50 ms summed over the long tasks (what TBT counts, without the FCP/TTI window). */
  readonly blockingMs: number;
  /** Layouts after the page's HTML began and before its last stylesheet was parsed (an SVG image's own document, a script reading layout). */
  readonly layoutsBeforeCss: number;
}

/** The renderer main thread that handled the navigation: the one with the most ParseHTML time. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const parse = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'ParseHTML' || event.ph !== 'X') continue;
    const key = `${event.pid}:${event.tid}`;
    parse.set(key, (parse.get(key) ?? 0) + (event.dur ?? 0));
  }
  const [key] = [...parse.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) throw new Error('No ParseHTML in the trace');
  const [pid, tid] = key.split(':').map(Number);
  return { pid: pid!, tid: tid! };
}

/** Self time per category on the main thread: nested events are taken out of their parents. */
function summarise(events: readonly TraceEvent[]): MainThreadSummary {
  const { pid, tid } = mainThread(events);
  const complete = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && (event.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const byCategory: Record<string, number> = {};
  const stack: { end: number; category: string; childUs: number; durUs: number }[] = [];
  const longTasksMs: number[] = [];
  let totalUs = 0;
  let cpuUs = 0;
  const close = (until: number) => {
    while (stack.length > 0 && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      byCategory[done.category] = (byCategory[done.category] ?? 0) + Math.max(0, done.durUs - done.childUs) / 1000;
    }
  };
  let lastCssParse = 0;
  for (const event of complete) if (event.name === 'ParseAuthorStyleSheet') lastCssParse = Math.max(lastCssParse, event.ts);
  // From the page's own HTML on: the blank document before the navigation lays out once too.
  const pageStart = Math.min(
    ...complete.filter((event) => event.name === 'ParseHTML' && event.args?.beginData?.url).map((event) => event.ts),
  );
  let layoutsBeforeCss = 0;
  for (const event of complete) {
    close(event.ts);
    const durUs = event.dur ?? 0;
    const threadUs = event.tdur ?? durUs;
    const parent = stack.at(-1);
    if (parent) parent.childUs += threadUs;
    else {
      if (event.name === 'RunTask' && durUs >= 50_000) longTasksMs.push(durUs / 1000);
      totalUs += durUs;
      cpuUs += threadUs;
    }
    if (event.name === 'Layout' && event.ts > pageStart && event.ts < lastCssParse) layoutsBeforeCss += 1;
    // An uncategorised event inside a categorised one (a task inside a script call) is that category's.
    const category = categoryOf.get(event.name) ?? parent?.category ?? 'other';
    stack.push({ end: event.ts + durUs, category, childUs: 0, durUs: threadUs });
  }
  close(Number.POSITIVE_INFINITY);
  return {
    byCategory,
    cpuMs: cpuUs / 1000,
    totalMs: totalUs / 1000,
    longTasksMs,
    blockingMs: longTasksMs.reduce((sum, ms) => sum + ms - 50, 0),
    layoutsBeforeCss,
  };
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink',
  'loading',
  'toplevel',
  'disabled-by-default-devtools.timeline.frame',
].join(',');

/** Loads `url` in `page` with the CPU slowed `cpuSlowdown` times and summarises the main thread until the load event and two idle seconds after. */
export async function traceLoad(page: Page, url: string, cpuSlowdown: number): Promise<MainThreadSummary> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2000);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  return summarise(events);
}
