import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HoldoutChoice } from './holdout-choice';

describe('HoldoutChoice', () => {
  it('offers none, 5 and 10%, none chosen by default, and sends the share the agent picks', async () => {
    const onChange = vi.fn();
    render(<HoldoutChoice holdout={undefined} onChange={onChange} pending={false} />);
    const group = screen.getByRole('group', { name: 'Hold out for measuring' });
    expect(group).toBeVisible();
    expect(screen.getByRole('radio', { name: 'None' })).toBeChecked();
    expect(screen.queryByTestId('holdout-summary')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: '10%' }));
    expect(onChange).toHaveBeenCalledWith(10);
  });

  it('shows the chosen share with how many are held out and mailed, and waits while the server answers', async () => {
    const onChange = vi.fn();
    render(
      <HoldoutChoice holdout={{ percent: 10, heldOut: 100, mailed: 900 }} onChange={onChange} pending />,
    );
    expect(screen.getByRole('radio', { name: '10%' })).toBeChecked();
    expect(screen.getByTestId('holdout-summary')).toHaveTextContent('100 held out, 900 mailed');
    await userEvent.click(screen.getByRole('radio', { name: '5%' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
