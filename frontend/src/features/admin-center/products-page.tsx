import type { AdminProductRow } from '@msc/shared/api/admin';
import { adminTexts } from '@msc/shared/messages';
import { ADMIN_PRODUCT_STATUSES } from '@msc/shared/model/enum-values';
import { formatUsd } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { useCapability } from '#features/session';
import { Button } from '#ui/button';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Pager } from '#ui/pager';
import { QueryState } from '#ui/query-state';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { adminProductsQuery } from './api/admin-queries';
import { NoAdminAccess } from './components/no-admin-access';

// Loaded on New Product or Edit: the product form brings react-hook-form and the shared zod schemas
// (about 40 KB gzip) that the list does not need.
const ProductEditor = lazy(() =>
  import('./components/product-editor').then(({ ProductEditor }) => ({ default: ProductEditor })),
);

const texts = adminTexts.products;
const SEARCH_DEBOUNCE_MS = 400;
const STATUS_LABELS = { all: texts.statusAll, active: texts.statusActive, retired: texts.statusRetired };
/** What the editor is open on: a product's id, a new product, or nothing. */
type Editing = { productId?: string } | undefined;

/** /manager/products: the Admin Center's landing page, the catalogue for staff. */
export default function ProductsPage() {
  const isStaff = useCapability('adminAccess');
  if (!isStaff) return <NoAdminAccess title={texts.title} />;
  return <Products />;
}

function Products() {
  const canManage = useCapability('manageCatalog');
  const [text, setText] = useState('');
  const [term] = useDebounce(text.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<(typeof ADMIN_PRODUCT_STATUSES)[number]>('all');
  const [pageNumber, setPageNumber] = useState(1);
  const [editing, setEditing] = useState<Editing>();
  const products = useQuery(adminProductsQuery({ term, status, pageNumber }));

  const columns: DataColumn<AdminProductRow>[] = [
    { id: 'itemNumber', header: 'Item number', cell: (row) => row.itemNumber },
    { id: 'name', header: 'Name', cell: (row) => row.name, wrap: true },
    { id: 'unitPrice', header: 'Unit price', cell: (row) => formatUsd(row.unitPrice), numeric: true },
    { id: 'format', header: 'Format', cell: (row) => row.productFormat },
    {
      id: 'status',
      header: texts.status,
      cell: (row) => (row.retiredAt ? texts.retired : texts.statusActive),
    },
  ];
  if (canManage)
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${texts.edit} ${row.itemNumber}`}
          onClick={() => setEditing({ productId: row.id })}
        >
          {texts.edit}
        </Button>
      ),
    });

  return (
    <>
      <PageTitle
        title={texts.title}
        subtitle={canManage ? texts.subtitle : adminTexts.readOnly}
        actions={canManage && <Button onClick={() => setEditing({})}>{texts.create}</Button>}
      />
      {canManage && editing && (
        <Suspense fallback={<LoadingState />}>
          <ProductEditor productId={editing.productId} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,24rem)_12rem]">
        <TextField
          label={texts.search}
          type="search"
          hint={texts.searchHint}
          value={text}
          maxLength={200}
          onChange={(event) => {
            setText(event.target.value);
            setPageNumber(1);
          }}
        />
        <SelectField
          label={texts.status}
          value={status}
          options={ADMIN_PRODUCT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          onChange={(event) => {
            setStatus(event.target.value as typeof status);
            setPageNumber(1);
          }}
        />
      </div>
      <section aria-label={texts.title} aria-busy={products.isFetching}>
        <QueryState
          query={products}
          isEmpty={(page) => page.results.length === 0}
          empty={<EmptyState message={texts.none} />}
        >
          {(page) => (
            <>
              <p className="mb-2 text-sm text-slate-600">
                {page.totalCount === 1 ? '1 product' : `${page.totalCount} products`}
              </p>
              <DataTable
                columns={columns}
                rows={page.results}
                rowKey={(row) => row.id}
                caption={texts.title}
              />
              <div className="mt-4">
                <Pager
                  pageNumber={page.pageNumber}
                  pageCount={Math.ceil(page.totalCount / page.pageSize)}
                  onPage={setPageNumber}
                />
              </div>
            </>
          )}
        </QueryState>
      </section>
    </>
  );
}
