import { confirmPrompts, emptyStates, loadingLabels, savedItemsTexts } from '@msc/shared/messages';
import type { SavedItem } from '@msc/shared/model/order-state';
import { formatDate } from '@msc/shared/rules/formatting';
import { personalizationStep1Path } from '@msc/shared/rules/order-state-routing';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { StaleScheduleAlert } from '#campaign-kit';
import { links } from '#lib/paths';
import { Button, buttonClasses } from '#ui/button';
import { ConfirmDelete } from '#ui/confirm-delete';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { savedItemsQuery, useDeleteSavedItem } from './api/saved-item-queries';

const isRoot = (item: SavedItem) => !item.parentId || item.parentId === item.id;

/**
 * /account/save-for-later: the pieces saved for later (one per asset), newest first; Continue resumes the
 * personalization, Delete removes the item and, for a parent, its per-channel children (spec 1 §4).
 */
export default function SaveForLaterPage() {
  const items = useQuery(savedItemsQuery());
  const remove = useDeleteSavedItem();
  const [deleting, setDeleting] = useState<SavedItem | undefined>();
  const rows = (items.data ?? []).filter(isRoot);
  const columns: DataColumn<SavedItem>[] = [
    {
      id: 'item',
      header: savedItemsTexts.item,
      cell: (row) => (
        <div>
          <Link to={links.productDetail(row.productId)} className="font-medium text-blue-800 hover:underline">
            {row.product.name}
          </Link>
          <span className="block text-slate-600">Item # {row.product.itemNumber}</span>
          {row.staleSchedule && (
            <div className="mt-2 max-w-md whitespace-normal">
              <StaleScheduleAlert notice={row.staleSchedule} />
            </div>
          )}
        </div>
      ),
    },
    { id: 'saved', header: savedItemsTexts.saved, cell: (row) => formatDate(row.created) },
    { id: 'updated', header: savedItemsTexts.updated, cell: (row) => formatDate(row.updated) },
    {
      id: 'actions',
      header: savedItemsTexts.actions,
      cell: (row) => (
        <span className="flex flex-wrap gap-2">
          <Link
            to={personalizationStep1Path({
              orderStateId: row.id,
              parentId: row.parentId,
              productId: row.productId,
            })}
            className={buttonClasses('secondary', 'sm')}
            aria-label={`${savedItemsTexts.continue} ${row.product.name}`}
          >
            {savedItemsTexts.continue}
          </Link>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${savedItemsTexts.remove} ${row.product.name}`}
            onClick={() => setDeleting(row)}
          >
            {savedItemsTexts.remove}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <div className="space-y-5">
      <PageTitle title={savedItemsTexts.title} />
      {items.isPending ? (
        <LoadingState label={loadingLabels.savedItems} />
      ) : rows.length === 0 ? (
        <EmptyState message={emptyStates.savedItems} />
      ) : (
        <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} caption={savedItemsTexts.title} />
      )}
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(undefined)}
        prompt={confirmPrompts.deleteSavedItem}
        remove={remove}
        idOf={(record) => record.id}
      />
    </div>
  );
}
