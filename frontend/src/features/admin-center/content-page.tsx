import type { AdminAnnouncement, AdminBanner } from '@msc/shared/api/admin-content';
import { adminTexts, contentTexts } from '@msc/shared/messages';
import { businessToday } from '@msc/shared/rules/business-date';
import { formatDate } from '@msc/shared/rules/formatting';
import { contentStatus, type DateWindow } from '@msc/shared/rules/home-content';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useCapability } from '#features/session';
import { Button } from '#ui/button';
import { ConfirmDelete } from '#ui/confirm-delete';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { QueryState } from '#ui/query-state';
import { showToast } from '#ui/toast';
import {
  adminAnnouncementsQuery,
  adminBannersQuery,
  useDeleteAnnouncement,
  useDeleteBanner,
  useSaveAnnouncement,
  useSaveBanner,
} from './api/content-queries';
import { AnnouncementForm, BannerForm } from './components/content-forms';
import { NoAdminAccess } from './components/no-admin-access';

const texts = contentTexts;

const windowText = ({ startDate, endDate }: DateWindow) =>
  !startDate && !endDate
    ? texts.always
    : `${startDate ? formatDate(startDate) : '…'} – ${endDate ? formatDate(endDate) : '…'}`;

const statusText = (window: DateWindow, today: string, isActive = true) =>
  isActive ? texts.status[contentStatus(window, today)] : texts.status.inactive;

function RowActions({
  name,
  editLabel,
  removeLabel,
  onEdit,
  onRemove,
}: {
  name: string;
  editLabel: string;
  removeLabel: string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" aria-label={`${editLabel} ${name}`} onClick={onEdit}>
        {editLabel}
      </Button>
      <Button size="sm" variant="danger" aria-label={`${removeLabel} ${name}`} onClick={onRemove}>
        {removeLabel}
      </Button>
    </div>
  );
}

function EditorPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Panel aria-label={label} className="mb-4">
      <h3 className="mb-4 text-lg font-semibold">{label}</h3>
      {children}
    </Panel>
  );
}

/** /manager/content: the home page's announcements and banners, for staff (writes: manageContent). */
export default function ContentPage() {
  const isStaff = useCapability('adminAccess');
  if (!isStaff) return <NoAdminAccess title={texts.title} />;
  return <Content />;
}

function Content() {
  const canManage = useCapability('manageContent');
  const today = businessToday(new Date());
  return (
    <>
      <PageTitle title={texts.title} subtitle={canManage ? texts.subtitle : adminTexts.readOnly} />
      <Announcements today={today} canManage={canManage} />
      <Banners today={today} canManage={canManage} />
    </>
  );
}

function Announcements({ today, canManage }: { today: string; canManage: boolean }) {
  const a = texts.announcements;
  const list = useQuery(adminAnnouncementsQuery());
  const save = useSaveAnnouncement();
  const remove = useDeleteAnnouncement();
  const [editing, setEditing] = useState<{ row?: AdminAnnouncement }>();
  const [removing, setRemoving] = useState<AdminAnnouncement>();

  const columns: DataColumn<AdminAnnouncement>[] = [
    { id: 'title', header: a.titleLabel, cell: (row) => row.title, wrap: true },
    { id: 'window', header: 'Shown', cell: windowText },
    {
      id: 'audience',
      header: a.audience,
      cell: (row) => (row.audienceRoles.length ? row.audienceRoles.join(', ') : a.everyone),
      wrap: true,
    },
    { id: 'status', header: 'Status', cell: (row) => statusText(row, today) },
  ];
  if (canManage)
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <RowActions
          name={row.title}
          editLabel={a.edit}
          removeLabel={a.remove}
          onEdit={() => setEditing({ row })}
          onRemove={() => setRemoving(row)}
        />
      ),
    });

  const existing = editing?.row;
  return (
    <section aria-label={a.title} aria-busy={list.isFetching} className="mb-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{a.title}</h2>
        {canManage && <Button onClick={() => setEditing({})}>{a.create}</Button>}
      </div>
      {canManage && editing && (
        <EditorPanel label={existing ? `${a.edit} ${existing.title}` : a.create}>
          <AnnouncementForm
            key={existing?.id ?? 'new'}
            existing={existing}
            pending={save.isPending}
            onCancel={() => setEditing(undefined)}
            onSubmit={(input) =>
              save.mutateAsync({ id: existing?.id, input }).then(() => {
                showToast({ title: existing ? a.saved : a.created, message: '' }, 'success');
                setEditing(undefined);
              })
            }
          />
        </EditorPanel>
      )}
      <QueryState
        query={list}
        isEmpty={(data) => data.results.length === 0}
        empty={<EmptyState message={a.none} />}
      >
        {(data) => (
          <DataTable columns={columns} rows={data.results} rowKey={(row) => row.id} caption={a.title} />
        )}
      </QueryState>
      <ConfirmDelete
        target={removing}
        onClose={() => setRemoving(undefined)}
        prompt={a.confirmDelete}
        remove={remove}
        idOf={(row) => row.id}
        onDeleted={() => showToast({ title: a.deleted, message: '' }, 'success')}
      />
    </section>
  );
}

function Banners({ today, canManage }: { today: string; canManage: boolean }) {
  const b = texts.banners;
  const list = useQuery(adminBannersQuery());
  const save = useSaveBanner();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<{ row?: AdminBanner }>();
  const [removing, setRemoving] = useState<AdminBanner>();

  const columns: DataColumn<AdminBanner>[] = [
    {
      id: 'image',
      header: 'Image',
      cell: (row) => (
        <img src={row.imageUrl} alt={row.altText ?? ''} className="h-10 w-24 rounded object-cover" />
      ),
    },
    { id: 'name', header: b.nameLabel, cell: (row) => row.name, wrap: true },
    { id: 'order', header: b.orderLabel, cell: (row) => row.sortOrder, numeric: true },
    { id: 'window', header: 'Shown', cell: windowText },
    { id: 'link', header: b.linkLabel, cell: (row) => row.linkUrl ?? '', wrap: true },
    { id: 'status', header: 'Status', cell: (row) => statusText(row, today, row.isActive) },
  ];
  if (canManage)
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <RowActions
          name={row.name}
          editLabel={b.edit}
          removeLabel={b.remove}
          onEdit={() => setEditing({ row })}
          onRemove={() => setRemoving(row)}
        />
      ),
    });

  const existing = editing?.row;
  return (
    <section aria-label={b.title} aria-busy={list.isFetching}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{b.title}</h2>
        {canManage && <Button onClick={() => setEditing({})}>{b.create}</Button>}
      </div>
      {canManage && editing && (
        <EditorPanel label={existing ? `${b.edit} ${existing.name}` : b.create}>
          <BannerForm
            key={existing?.id ?? 'new'}
            existing={existing}
            pending={save.isPending}
            onCancel={() => setEditing(undefined)}
            onSubmit={(input) =>
              save.mutateAsync({ id: existing?.id, input }).then(() => {
                showToast({ title: existing ? b.saved : b.created, message: '' }, 'success');
                setEditing(undefined);
              })
            }
          />
        </EditorPanel>
      )}
      <QueryState
        query={list}
        isEmpty={(data) => data.results.length === 0}
        empty={<EmptyState message={b.none} />}
      >
        {(data) => (
          <DataTable columns={columns} rows={data.results} rowKey={(row) => row.id} caption={b.title} />
        )}
      </QueryState>
      <ConfirmDelete
        target={removing}
        onClose={() => setRemoving(undefined)}
        prompt={b.confirmDelete}
        remove={remove}
        idOf={(row) => row.id}
        onDeleted={() => showToast({ title: b.deleted, message: '' }, 'success')}
      />
    </section>
  );
}
