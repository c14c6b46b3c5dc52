import { impersonationTexts } from '@msc/shared/messages';
import type { UserSearchRow } from '@msc/shared/model/user';
import { Button } from '#ui/button';
import { ScrollRegion } from '#ui/scroll-region';

interface UserSearchResultsProps {
  users: readonly UserSearchRow[];
  /** The user whose session is starting. */
  pendingUserName: string | undefined;
  onStart: (user: UserSearchRow) => void;
}

/** Users found for impersonation, each with Start Impersonation. */
export function UserSearchResults({ users, pendingUserName, onStart }: UserSearchResultsProps) {
  return (
    <ScrollRegion
      label={impersonationTexts.users}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{impersonationTexts.users}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              {impersonationTexts.name}
            </th>
            <th scope="col" className="px-4 py-3">
              {impersonationTexts.userName}
            </th>
            <th scope="col" className="px-4 py-3">
              {impersonationTexts.role}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{impersonationTexts.action}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {users.map((user) => (
            <tr key={user.userName} className="hover:bg-slate-50">
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {user.firstName} {user.lastName}
              </th>
              <td className="px-4 py-3 text-slate-700">{user.userName}</td>
              <td className="px-4 py-3 text-slate-700">{user.primaryRoleId}</td>
              <td className="px-4 py-2.5 text-right">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={impersonationTexts.startFor(`${user.firstName} ${user.lastName}`)}
                  loading={pendingUserName === user.userName}
                  disabled={pendingUserName !== undefined}
                  onClick={() => onStart(user)}
                >
                  {impersonationTexts.start}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
