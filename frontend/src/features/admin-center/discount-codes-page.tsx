import { type AdminDiscountCode, DISCOUNT_TYPE_LABELS } from '@msc/shared/api/admin';
import { adminTexts } from '@msc/shared/messages';
import { formatDate, formatUsd } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCapability } from '#features/session';
import { Button } from '#ui/button';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { QueryState } from '#ui/query-state';
import { showApiErrorToast, showToast } from '#ui/toast';
import { discountCodesQuery, useDeactivateDiscountCode, useSaveDiscountCode } from './api/admin-queries';
import { DiscountCodeForm } from './components/discount-code-form';
import { NoAdminAccess } from './components/no-admin-access';

const texts = adminTexts.discountCodes;

const discountText = (code: AdminDiscountCode) =>
  code.discountType === 'percent'
    ? `${code.value}%`
    : code.discountType === 'amount'
      ? formatUsd(code.value)
      : DISCOUNT_TYPE_LABELS.freeMailing;

const caps = (code: AdminDiscountCode) =>
  [
    code.maxUses !== undefined ? `${code.maxUses} in all` : undefined,
    code.maxUsesPerAgency !== undefined ? `${code.maxUsesPerAgency} per agency` : undefined,
  ]
    .filter(Boolean)
    .join(', ') || texts.unlimited;

/** /manager/discount-codes: the codes agents enter in the cart, for staff. */
export default function DiscountCodesPage() {
  const isStaff = useCapability('adminAccess');
  if (!isStaff) return <NoAdminAccess title={texts.title} />;
  return <DiscountCodes />;
}

function DiscountCodes() {
  const canManage = useCapability('manageDiscountCodes');
  const codes = useQuery(discountCodesQuery());
  const save = useSaveDiscountCode();
  const deactivate = useDeactivateDiscountCode();
  const [editing, setEditing] = useState<{ code?: AdminDiscountCode }>();

  const columns: DataColumn<AdminDiscountCode>[] = [
    { id: 'code', header: 'Code', cell: (code) => code.code },
    { id: 'name', header: 'Name', cell: (code) => code.name, wrap: true },
    { id: 'value', header: 'Discount', cell: discountText },
    {
      id: 'valid',
      header: 'Valid',
      cell: (code) => `${formatDate(code.validFrom)} – ${formatDate(code.validTo)}`,
    },
    { id: 'caps', header: 'Caps', cell: caps, wrap: true },
    { id: 'uses', header: texts.uses, cell: (code) => code.timesUsed, numeric: true },
    { id: 'status', header: 'Status', cell: (code) => (code.isActive ? texts.active : texts.inactive) },
  ];
  if (canManage)
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: (code) => (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${texts.edit} ${code.code}`}
            onClick={() => setEditing({ code })}
          >
            {texts.edit}
          </Button>
          {code.isActive && (
            <Button
              size="sm"
              variant="danger"
              aria-label={`${texts.deactivate} ${code.code}`}
              loading={deactivate.isPending && deactivate.variables === code.code}
              onClick={() =>
                deactivate.mutate(code.code, {
                  onSuccess: () => showToast({ title: texts.deactivated, message: '' }, 'success'),
                  onError: showApiErrorToast,
                })
              }
            >
              {texts.deactivate}
            </Button>
          )}
        </div>
      ),
    });

  const existing = editing?.code;
  return (
    <>
      <PageTitle
        title={texts.title}
        subtitle={canManage ? texts.subtitle : adminTexts.readOnly}
        actions={canManage && <Button onClick={() => setEditing({})}>{texts.create}</Button>}
      />
      {canManage && editing && (
        <Panel aria-label={existing ? texts.edit : texts.create} className="mb-6">
          <h2 className="mb-4 text-lg font-semibold">
            {existing ? `${texts.edit} ${existing.code}` : texts.create}
          </h2>
          <DiscountCodeForm
            key={existing?.code ?? 'new'}
            existing={existing}
            pending={save.isPending}
            onCancel={() => setEditing(undefined)}
            onSubmit={(terms) =>
              save.mutateAsync(existing ? { code: existing.code, terms } : { created: terms }).then(() => {
                showToast({ title: existing ? texts.saved : texts.created, message: '' }, 'success');
                setEditing(undefined);
              })
            }
          />
        </Panel>
      )}
      <section aria-label={texts.title} aria-busy={codes.isFetching}>
        <QueryState
          query={codes}
          isEmpty={(data) => data.results.length === 0}
          empty={<EmptyState message={texts.none} />}
        >
          {(data) => (
            <DataTable
              columns={columns}
              rows={data.results}
              rowKey={(code) => code.code}
              caption={texts.title}
            />
          )}
        </QueryState>
      </section>
    </>
  );
}
