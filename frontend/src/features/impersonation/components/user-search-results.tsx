import { impersonationTexts } from '@msc/shared/messages';
import type { UserSearchRow } from '@msc/shared/model/user';
import { Button } from '#ui/button';
import { type DataColumn, DataTable } from '#ui/data-table';

interface UserSearchResultsProps {
  users: readonly UserSearchRow[];
  /** The user whose session is starting. */
  pendingUserName: string | undefined;
  onStart: (user: UserSearchRow) => void;
}

const fullName = (user: UserSearchRow) => `${user.firstName} ${user.lastName}`;

/** Users found for impersonation, each with Start Impersonation. */
export function UserSearchResults({ users, pendingUserName, onStart }: UserSearchResultsProps) {
  const columns: DataColumn<UserSearchRow>[] = [
    { id: 'name', header: impersonationTexts.name, rowHeader: true, wrap: true, cell: fullName },
    { id: 'userName', header: impersonationTexts.userName, cell: (user) => user.userName },
    { id: 'role', header: impersonationTexts.role, cell: (user) => user.primaryRoleId },
    {
      id: 'action',
      header: impersonationTexts.action,
      headerHidden: true,
      numeric: true,
      cell: (user) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={impersonationTexts.startFor(fullName(user))}
          loading={pendingUserName === user.userName}
          disabled={pendingUserName !== undefined}
          onClick={() => onStart(user)}
        >
          {impersonationTexts.start}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={users}
      rowKey={(user) => user.userName}
      caption={impersonationTexts.users}
    />
  );
}
