import { describe, expect, it } from 'vitest';
import { chromiumProblem } from './chromium';

describe('the Chromium check of the browser tier', () => {
  it('says what to install, in one line, when Chromium is missing', () => {
    const problem = chromiumProblem('/nowhere/chromium', () => false);
    expect(problem).toContain('sudo apt-get install -y chromium');
    expect(problem).toContain('/nowhere/chromium');
    expect(problem).not.toContain('\n');
  });

  it('has nothing to say when it can run', () => {
    expect(chromiumProblem('/usr/bin/chromium', () => true)).toBeUndefined();
  });
});
