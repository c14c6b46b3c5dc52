import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXPRESS_SUB_CODES_PER_ORDER } from '@msc/shared/rules/constants';
import { describe, expect, it } from 'vitest';
import { WORKFLOWS_DIR } from '../aws/paths';

/** Step Functions' limits for a Map state that runs inline, in the parent execution. */
const INLINE_MAP_MAX_CONCURRENCY = 40;
const EXECUTION_HISTORY_EVENTS = 25_000;

interface Retrier {
  MaxAttempts?: number;
}
interface State {
  Type: string;
  MaxConcurrency?: number;
  ItemProcessor?: { ProcessorConfig?: { Mode?: string }; States: Record<string, State> };
  Retry?: Retrier[];
}

const definition = JSON.parse(readFileSync(join(WORKFLOWS_DIR, 'express-order.asl.json'), 'utf8')) as {
  States: Record<string, State>;
};
const maps = Object.values(definition.States).filter((state) => state.Type === 'Map');

/**
 * The history one sub code can write at worst: per Task state entered and exited, and per attempt
 * (the first and every retry of every retrier) scheduled, started and ended; plus the iteration's own two.
 */
function worstEventsPerSubCode(states: Record<string, State>): number {
  const tasks = Object.values(states).filter((state) => state.Type === 'Task');
  const perTask = tasks.map((task) => {
    const attempts = 1 + (task.Retry ?? []).reduce((sum, retrier) => sum + (retrier.MaxAttempts ?? 3), 0);
    return 2 + 3 * attempts;
  });
  return 2 + perTask.reduce((sum, events) => sum + events, 0) + 2;
}

describe('the express-order workflow', () => {
  // A Distributed Map (child executions) is for fan-outs beyond these limits; an Express Order holds at
  // most EXPRESS_SUB_CODES_PER_ORDER sub codes, so its Map runs inline. Raising that bound past these
  // limits fails here first.
  it('fans the sub codes out in one inline Map that stays within the inline limits for the most sub codes an order holds', () => {
    expect(maps).toHaveLength(1);
    const [map] = maps;
    expect(map!.ItemProcessor?.ProcessorConfig?.Mode).toBe('INLINE');
    expect(map!.MaxConcurrency).toBeGreaterThan(0);
    expect(map!.MaxConcurrency).toBeLessThanOrEqual(INLINE_MAP_MAX_CONCURRENCY);
    const worst = EXPRESS_SUB_CODES_PER_ORDER * worstEventsPerSubCode(map!.ItemProcessor!.States);
    expect(worst).toBeLessThan(EXECUTION_HISTORY_EVENTS / 4);
  });
});
