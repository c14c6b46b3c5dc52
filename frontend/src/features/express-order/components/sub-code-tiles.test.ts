import { describe, expect, it } from 'vitest';
import { subCodeTileState } from './sub-code-tiles';

describe('subCodeTileState', () => {
  it('needs no action for a sub code not chosen, whatever else is true', () => {
    expect(subCodeTileState({ selected: false, current: true, done: true })).toBe('noAction');
  });
  it('marks the sub code being worked on active, before done', () => {
    expect(subCodeTileState({ selected: true, current: true, done: true })).toBe('active');
  });
  it('marks a chosen sub code done once its part is finished, else to do', () => {
    expect(subCodeTileState({ selected: true, current: false, done: true })).toBe('done');
    expect(subCodeTileState({ selected: true, current: false, done: false })).toBe('todo');
  });
});
