import type { AdminAnnouncement, AdminBanner } from '@msc/shared/api/admin-content';
import { now } from '@msc/shared/clock';
import { adminTexts, contentTexts } from '@msc/shared/messages';
import { businessToday } from '@msc/shared/rules/calendar-day';
import { formatDate } from '@msc/shared/rules/formatting';
import { contentStatus, type DateWindow } from '@msc/shared/rules/home-content';
import { useQuery } from '@tanstack/react-query';
import { useCapability } from '#features/session';
import type { DataColumn } from '#ui/data-table';
import { PageTitle } from '#ui/page-title';
import {
  adminAnnouncementsQuery,
  adminBannersQuery,
  useDeleteAnnouncement,
  useDeleteBanner,
  useSaveAnnouncement,
  useSaveBanner,
} from './api/content-queries';
import { AnnouncementForm, BannerForm } from './components/content-forms';
import { ContentList } from './components/content-list';
import { NoAdminAccess } from './components/no-admin-access';

const texts = contentTexts;

const windowText = ({ startDate, endDate }: DateWindow) =>
  !startDate && !endDate
    ? texts.always
    : `${startDate ? formatDate(startDate) : '…'} – ${endDate ? formatDate(endDate) : '…'}`;

const statusText = (window: DateWindow, today: string, isActive = true) =>
  isActive ? texts.status[contentStatus(window, today)] : texts.status.inactive;

/** /manager/content: the home page's announcements and banners, for staff (writes: manageContent). */
export default function ContentPage() {
  const isStaff = useCapability('adminAccess');
  if (!isStaff) return <NoAdminAccess title={texts.title} />;
  return <Content />;
}

function Content() {
  const canManage = useCapability('manageContent');
  const today = businessToday(now());
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
  return (
    <ContentList
      texts={a}
      canManage={canManage}
      list={useQuery(adminAnnouncementsQuery())}
      save={useSaveAnnouncement()}
      remove={useDeleteAnnouncement()}
      columns={columns}
      nameOf={(row) => row.title}
      form={(props) => <AnnouncementForm key={props.existing?.id ?? 'new'} {...props} />}
      className="mb-8"
    />
  );
}

function Banners({ today, canManage }: { today: string; canManage: boolean }) {
  const b = texts.banners;
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
  return (
    <ContentList
      texts={b}
      canManage={canManage}
      list={useQuery(adminBannersQuery())}
      save={useSaveBanner()}
      remove={useDeleteBanner()}
      columns={columns}
      nameOf={(row) => row.name}
      form={(props) => <BannerForm key={props.existing?.id ?? 'new'} {...props} />}
    />
  );
}
