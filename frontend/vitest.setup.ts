import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A busy machine (or `npm run test:lanes`, beside the browser journeys): a page that renders in 50 ms alone can take over
// the default second to show its data there. The wait is a limit, not what is tested.
configure({ asyncUtilTimeout: 5_000 });

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
