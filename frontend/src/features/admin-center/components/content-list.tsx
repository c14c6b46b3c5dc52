import type { ConfirmPrompt } from '@msc/shared/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '#ui/button';
import { ConfirmDelete, type ConfirmDeleteProps } from '#ui/confirm-delete';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { Panel } from '#ui/panel';
import { QueryState } from '#ui/query-state';
import { showToast } from '#ui/toast';
import type { ContentFormProps } from './content-forms';

/** The texts of one kind of home content (announcements, banners). */
export interface ContentListTexts {
  title: string;
  create: string;
  edit: string;
  remove: string;
  saved: string;
  created: string;
  deleted: string;
  none: string;
  confirmDelete: ConfirmPrompt;
}

interface ContentListProps<Row extends { id: string }, Input> {
  texts: ContentListTexts;
  canManage: boolean;
  list: UseQueryResult<{ results: Row[] }>;
  save: { isPending: boolean; mutateAsync: (change: { id?: string; input: Input }) => Promise<unknown> };
  remove: ConfirmDeleteProps<Row, string>['remove'];
  columns: DataColumn<Row>[];
  /** How a row is named in its buttons' labels and its editor's title. */
  nameOf: (row: Row) => string;
  form: (props: ContentFormProps<Row, Input>) => ReactNode;
  className?: string;
}

/** One kind of home content: its table, an editor above it, row actions and the delete confirm. */
export function ContentList<Row extends { id: string }, Input>({
  texts,
  canManage,
  list,
  save,
  remove,
  columns,
  nameOf,
  form,
  className,
}: ContentListProps<Row, Input>) {
  const [editing, setEditing] = useState<{ row?: Row }>();
  const [removing, setRemoving] = useState<Row>();
  const existing = editing?.row;
  const shown: DataColumn<Row>[] = canManage
    ? [
        ...columns,
        {
          id: 'actions',
          header: 'Actions',
          cell: (row) => (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${texts.edit} ${nameOf(row)}`}
                onClick={() => setEditing({ row })}
              >
                {texts.edit}
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={`${texts.remove} ${nameOf(row)}`}
                onClick={() => setRemoving(row)}
              >
                {texts.remove}
              </Button>
            </div>
          ),
        },
      ]
    : columns;
  const editorLabel = existing ? `${texts.edit} ${nameOf(existing)}` : texts.create;
  return (
    <section aria-label={texts.title} aria-busy={list.isFetching} className={className}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{texts.title}</h2>
        {canManage && <Button onClick={() => setEditing({})}>{texts.create}</Button>}
      </div>
      {canManage && editing && (
        <Panel aria-label={editorLabel} className="mb-4">
          <h3 className="mb-4 text-lg font-semibold">{editorLabel}</h3>
          {form({
            existing,
            pending: save.isPending,
            onCancel: () => setEditing(undefined),
            onSubmit: (input) =>
              save.mutateAsync({ id: existing?.id, input }).then(() => {
                showToast({ title: existing ? texts.saved : texts.created, message: '' }, 'success');
                setEditing(undefined);
              }),
          })}
        </Panel>
      )}
      <QueryState
        query={list}
        isEmpty={(data) => data.results.length === 0}
        empty={<EmptyState message={texts.none} />}
      >
        {(data) => (
          <DataTable columns={shown} rows={data.results} rowKey={(row) => row.id} caption={texts.title} />
        )}
      </QueryState>
      <ConfirmDelete
        target={removing}
        onClose={() => setRemoving(undefined)}
        prompt={texts.confirmDelete}
        remove={remove}
        idOf={(row) => row.id}
        onDeleted={() => showToast({ title: texts.deleted, message: '' }, 'success')}
      />
    </section>
  );
}
