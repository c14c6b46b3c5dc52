import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryState } from './query-state';

const list = (query: { isPending: boolean; error: Error | null; data: string[] | undefined }) =>
  render(
    <QueryState
      query={query}
      loadingLabel="Loading orders"
      isEmpty={(rows) => rows.length === 0}
      empty={<p>No orders</p>}
    >
      {(rows) => (
        <ul aria-label="Orders">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );

describe('QueryState', () => {
  it('shows the loading status while the query is pending', () => {
    list({ isPending: true, error: null, data: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows the error's message, and the data of an earlier fetch under it", () => {
    list({ isPending: false, error: new Error('Server down'), data: ['A-1'] });
    expect(screen.getByRole('alert')).toHaveTextContent('Server down');
    expect(screen.getByRole('listitem')).toHaveTextContent('A-1');
  });

  it('shows the empty state when the data has nothing to show', () => {
    list({ isPending: false, error: null, data: [] });
    expect(screen.getByText('No orders')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the data otherwise', () => {
    list({ isPending: false, error: null, data: ['A-1', 'A-2'] });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
