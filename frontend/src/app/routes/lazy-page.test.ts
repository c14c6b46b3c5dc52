import { expect, it } from 'vitest';
import { nextTask } from '#lib/next-task';
import { lazyPage } from './lazy-page';

const Page = () => null;

it("shows a loaded chunk's page in the task after its modules ran, not in the same one", async () => {
  const chunk = lazyPage(() => Promise.resolve({ default: Page }));
  const loaded = chunk.preload();
  // Every microtask of the load has run: the modules are in, and the page still waits for the next task.
  await new Promise<void>((resolve) => queueMicrotask(resolve));
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
  expect(chunk.page).toBeUndefined();
  await nextTask();
  await loaded;
  expect(chunk.page).toBe(Page);
});
