import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { REPO_ROOT } from '../local-config';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './web-budgets';

/**
 * What the main thread does while a route loads, on a phone-like CPU (4× slower, as Lighthouse's mobile
 * preset): the long tasks (over 50 ms) with when they start, and the CPU time per source file of the build
 * (through its source maps). `npx tsx infra/local/bench/profile-route.ts http://localhost:3000 /cart`.
 */
async function main() {
  const [base, route, user = 'owner@demo.local'] = process.argv.slice(2);
  if (!base || !route) throw new Error('usage: profile-route.ts <base> <route> [user]');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  if (route !== '/sign-in') {
    await page.goto(`${base}/sign-in`);
    await page.locator('input[name="username"], input[autocomplete="username"]').fill(user);
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForSelector('input[type="search"]');
    await page.goto('about:blank');
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.addInitScript(`(() => {
    const tasks = (window.__tasks = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
    }).observe({ type: 'longtask', buffered: true });
  })()`);
  await cdp.send('Profiler.start');
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const marks = (await page.evaluate(`({
    tasks: window.__tasks,
    paint: performance.getEntriesByType('paint').map((p) => p.name + ' ' + Math.round(p.startTime)),
    api: performance.getEntriesByType('resource').filter((r) => r.name.includes('/api/'))
      .map((r) => Math.round(r.startTime) + '→' + Math.round(r.responseEnd) + ' ' + r.name.replace(/^.*\\/api/, '')),
  })`)) as { tasks: { start: number; duration: number }[]; paint: string[]; api: string[] };
  console.log('long tasks', JSON.stringify(marks.tasks));
  console.log(
    'TBT-ish',
    marks.tasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
  );
  console.log(marks.paint.join('\n'));
  console.log(marks.api.join('\n'));
  await browser.close();
  await attribute(profile);
}

interface CpuProfile {
  nodes: {
    id: number;
    positionTicks?: { line: number; ticks: number }[];
    callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
}

async function attribute(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const consumers = new Map<string, SourceMapConsumer | null>();
  const perSource = new Map<string, number>();
  const keyOf = new Map<number, string>();
  const lineSources = new Map<string, Map<number, string>>();
  const sourceOfLine = (file: string, line: number) => {
    if (!lineSources.has(file)) {
      const table = new Map<number, string>();
      consumers.get(file)?.eachMapping((m) => {
        if (m.source && !table.has(m.generatedLine)) table.set(m.generatedLine, m.source);
      });
      lineSources.set(file, table);
    }
    return lineSources.get(file)?.get(line);
  };
  const shortName = (source: string) => source.replace(/^.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '');
  for (const [id, ms] of self) {
    const node = byId.get(id);
    const frame = node?.callFrame;
    if (!frame || !node) continue;
    let key = frame.url ? frame.url.replace(/^.*\/static\//, '') : `(${frame.functionName || 'native'})`;
    const file = frame.url.match(/\/static\/([\w-]+\.js)$/)?.[1];
    if (file) {
      if (!consumers.has(file)) {
        try {
          const map = JSON.parse(
            readFileSync(join(REPO_ROOT, 'frontend/dist/static', `${file}.map`), 'utf8'),
          );
          consumers.set(file, await new SourceMapConsumer(map));
        } catch {
          consumers.set(file, null);
        }
      }
      const ticks = node.positionTicks ?? [];
      const total = ticks.reduce((sum, tick) => sum + tick.ticks, 0);
      if (total > 0) {
        let most = { key, ticks: 0 };
        for (const tick of ticks) {
          const source = sourceOfLine(file, tick.line);
          const tickKey = source ? shortName(source) : key;
          const share = (ms * tick.ticks) / total;
          perSource.set(tickKey, (perSource.get(tickKey) ?? 0) + share);
          if (tick.ticks > most.ticks) most = { key: tickKey, ticks: tick.ticks };
        }
        // The busy stretches and PROFILE_FUNCTIONS name a function by the source of most of its ticks.
        keyOf.set(id, most.key);
        continue;
      }
      const original = consumers
        .get(file)
        ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      if (original?.source) key = shortName(original.source);
    }
    perSource.set(key, (perSource.get(key) ?? 0) + ms);
    keyOf.set(id, key);
  }
  // Busy stretches: samples between idle gaps of 5 ms or more, the long tasks as the profile sees them.
  let clock = 0;
  type Stretch = { start: number; end: number; by: Map<string, number> };
  let stretch = null as Stretch | null;
  const stretches: Stretch[] = [];
  let idleRun = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = (profile.timeDeltas[i] ?? 0) / 1000;
    clock += delta;
    const key = keyOf.get(profile.samples[i] as number) ?? '?';
    if (key === '((idle))') {
      idleRun += delta;
      if (stretch && idleRun >= 5) {
        stretches.push(stretch);
        stretch = null;
      }
      continue;
    }
    idleRun = 0;
    stretch ??= { start: clock, end: clock, by: new Map() };
    stretch.end = clock;
    stretch.by.set(key, (stretch.by.get(key) ?? 0) + delta);
  }
  if (stretch) stretches.push(stretch);
  for (const s of stretches.filter((s) => s.end - s.start > 40)) {
    const top = [...s.by].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(`\nstretch at ${s.start.toFixed(0)} for ${(s.end - s.start).toFixed(0)} ms`);
    for (const [key, ms] of top) console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
  }
  // Each node's caller, for the two listings below.
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of (node as { children?: number[] }).children ?? []) parentOf.set(child, node.id);
  // PROFILE_FUNCTIONS=react-router: that source's functions by self time, with their callers.
  const only = process.env.PROFILE_FUNCTIONS;
  if (only) {
    const byFunction = new Map<string, number>();
    for (const [id, ms] of self) {
      if (!(keyOf.get(id) ?? '').includes(only) && !(byId.get(id)?.callFrame.url ?? '').includes(only))
        continue;
      const callers: string[] = [];
      let at = id;
      for (let depth = 0; depth < 4; depth++) {
        const frame = byId.get(at)?.callFrame;
        if (!frame) break;
        callers.push(frame.functionName || '(anon)');
        at = parentOf.get(at) ?? -1;
      }
      const name = callers.join(' < ');
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    }
    console.log(`\nfunctions of ${only}`);
    for (const [name, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
  }
  // PROFILE_CALLERS=zod: that source's time by the first caller outside it (which module asked for the work).
  const outside = process.env.PROFILE_CALLERS;
  if (outside) {
    const sourceOfFrame = (frame: CpuProfile['nodes'][number]['callFrame']) => {
      const file = frame.url.match(/\/static\/([\w-]+\.js)$/)?.[1];
      const original = file
        ? consumers.get(file)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
        : undefined;
      return original?.source ? shortName(original.source) : frame.url || `(${frame.functionName})`;
    };
    const byCaller = new Map<string, number>();
    for (const [id, ms] of self) {
      if (!(keyOf.get(id) ?? '').includes(outside)) continue;
      let at = parentOf.get(id) ?? -1;
      let caller = '(none)';
      while (at >= 0) {
        const frame = byId.get(at)?.callFrame;
        if (!frame) break;
        const source = sourceOfFrame(frame);
        if (!source.includes(outside)) {
          caller = `${source} ${frame.functionName || '(anon)'}:${frame.lineNumber + 1}`;
          break;
        }
        at = parentOf.get(at) ?? -1;
      }
      byCaller.set(caller, (byCaller.get(caller) ?? 0) + ms);
    }
    console.log(`\ntime in ${outside} by the first caller outside it`);
    for (const [name, ms] of [...byCaller].sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
  }
  console.log('\nwhole load');
  const rows = [...perSource].sort((a, b) => b[1] - a[1]).slice(0, 45);
  for (const [key, ms] of rows) console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
