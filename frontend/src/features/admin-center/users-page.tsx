import type { AdminUserRow } from '@msc/shared/api/admin';
import { adminTexts } from '@msc/shared/messages';
import { ADMIN_USER_PAGE_SIZES } from '@msc/shared/rules/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDebounce } from 'use-debounce';
import { useCapability } from '#features/session';
import { links } from '#lib/paths';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { PageTitle } from '#ui/page-title';
import { Pager } from '#ui/pager';
import { QueryState } from '#ui/query-state';
import { TextField } from '#ui/text-field';
import { adminUsersQuery } from './api/users-queries';
import { NoAdminAccess } from './components/no-admin-access';

const texts = adminTexts.users;
const SEARCH_MIN_LENGTH = 2;
const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = ADMIN_USER_PAGE_SIZES[0];

const columns: DataColumn<AdminUserRow>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (user) => (
      <Link className="font-medium text-blue-700 underline" to={links.adminUser(user.userName)}>
        {`${user.lastName}, ${user.firstName}`}
      </Link>
    ),
  },
  { id: 'email', header: 'Email', cell: (user) => user.email, wrap: true },
  { id: 'roles', header: texts.roles, cell: (user) => user.roles.join(', '), wrap: true },
  { id: 'status', header: 'Status', cell: (user) => (user.disabled ? texts.disabled : texts.active) },
];

/** /manager/users: staff with the manageUsers permission find a user to open their page. */
export default function UsersPage() {
  const allowed = useCapability('manageUsers');
  if (!allowed) return <NoAdminAccess title={texts.title} />;
  return <UserSearch />;
}

/** The search is kept in the address (`?q=`): back from a user's page shows the same results. */
function UserSearch() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const [pageNumber, setPageNumber] = useState(1);
  const [term] = useDebounce(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    setParams(term ? { q: term } : {}, { replace: true });
  }, [term, setParams]);
  const tooShort = term.length < SEARCH_MIN_LENGTH;
  const users = useQuery({
    ...adminUsersQuery({ term, pageNumber, pageSize: PAGE_SIZE }),
    enabled: !tooShort,
  });
  return (
    <>
      <PageTitle title={texts.title} subtitle={texts.subtitle} />
      <div className="max-w-md">
        <TextField
          label={texts.search}
          type="search"
          hint={texts.searchHint}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPageNumber(1);
          }}
          autoComplete="off"
          maxLength={100}
        />
      </div>
      <section aria-label={texts.title} aria-busy={users.isFetching} className="mt-6 space-y-4">
        {tooShort ? (
          <EmptyState message={texts.prompt} />
        ) : (
          <QueryState
            query={users}
            isEmpty={(data) => data.results.length === 0}
            empty={<EmptyState message={texts.none} />}
          >
            {(data) => (
              <>
                <DataTable
                  columns={columns}
                  rows={data.results}
                  rowKey={(user) => user.userName}
                  caption={texts.title}
                />
                <Pager
                  pageNumber={data.pageNumber}
                  pageCount={Math.ceil(data.totalCount / data.pageSize)}
                  onPage={setPageNumber}
                />
              </>
            )}
          </QueryState>
        )}
      </section>
    </>
  );
}
