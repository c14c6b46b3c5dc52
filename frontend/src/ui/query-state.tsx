import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert';
import { LoadingState } from './loading-state';

export interface QueryStateProps<T> {
  /** A react-query result (or the same three fields). */
  query: { isPending: boolean; error: Error | null; data: T | undefined };
  /** The loading text; LoadingState's default unless told. */
  loadingLabel?: string;
  /** True when the data has nothing to show: `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The loading, error and empty states of a query around what shows its data. An error keeps the data
 * of an earlier fetch on screen under the alert, as react-query keeps it.
 */
export function QueryState<T>({ query, loadingLabel, isEmpty, empty, children }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  const { data, error } = query;
  return (
    <>
      {error && <ErrorAlert>{error.message}</ErrorAlert>}
      {data !== undefined && (isEmpty?.(data) ? empty : children(data))}
    </>
  );
}
