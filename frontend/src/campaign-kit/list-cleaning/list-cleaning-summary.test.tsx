import type { ListCleaning } from '@msc/shared/model/list-cleaning';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListCleaningSummary } from './list-cleaning-summary';

const cleaning: ListCleaning = {
  onePerHousehold: false,
  duplicates: 1,
  incomplete: 1,
  household: 0,
  optedOut: 2,
  savedCents: 300,
  removed: [
    {
      firstName: 'Ann',
      lastName: 'Archer',
      addressLine1: '1 MAIN ST',
      city: 'SPRINGFIELD',
      state: 'IL',
      postalCode: '62701',
      reason: 'duplicate',
    },
    {
      firstName: 'Cy',
      lastName: 'Nohouse',
      addressLine1: 'MAIN ST',
      city: 'SPRINGFIELD',
      state: 'IL',
      postalCode: '62701',
      reason: 'incomplete',
    },
  ],
};

describe('ListCleaningSummary', () => {
  it('says what was removed and what it saved, and lists the removed recipients with their reason', async () => {
    render(<ListCleaningSummary cleaning={cleaning} unitPrice={75} />);
    expect(screen.getByText('4 removed: 1 duplicate, 1 incomplete, 2 opted out — $3.00 saved')).toBeVisible();
    await userEvent.click(screen.getByText('Review removed recipients'));
    expect(
      screen.getByRole('row', { name: /Ann Archer 1 MAIN ST, SPRINGFIELD, IL 62701 Duplicate/ }),
    ).toBeVisible();
    expect(screen.getByRole('row', { name: /Cy Nohouse .* Incomplete address/ })).toBeVisible();
    expect(screen.getByText('Opted-out recipients are not listed.')).toBeInTheDocument();
  });

  it('shows no line when nothing was removed, and sends the household choice', async () => {
    const onChange = vi.fn();
    const clean = { ...cleaning, duplicates: 0, incomplete: 0, optedOut: 0, savedCents: 0, removed: [] };
    render(
      <ListCleaningSummary cleaning={clean} unitPrice={75} onePerHousehold={{ onChange, pending: false }} />,
    );
    expect(screen.queryByText(/removed:/)).toBeNull();
    expect(screen.queryByText('Review removed recipients')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send one per household' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('keeps the choice focusable while the server cleans the list, and ignores changes until it answers', async () => {
    const onChange = vi.fn();
    const clean = { ...cleaning, removed: [] };
    render(
      <ListCleaningSummary cleaning={clean} unitPrice={75} onePerHousehold={{ onChange, pending: true }} />,
    );
    const choice = screen.getByRole('checkbox', { name: 'Send one per household' });
    expect(choice).toBeEnabled();
    expect(choice).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(choice);
    expect(onChange).not.toHaveBeenCalled();
    expect(choice).not.toBeChecked();
  });
});
