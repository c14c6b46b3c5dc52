import { IMPERSONATION_REASON_MAX, StartImpersonation } from '@msc/shared/api/impersonation';
import { adminTexts, apiErrors, impersonationTexts } from '@msc/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebounce } from 'use-debounce';
import { useCapability, useIsImpersonating } from '#features/session';
import { EmptyState } from '#ui/empty-state';
import { ErrorAlert } from '#ui/error-alert';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { TextField } from '#ui/text-field';
import { showApiErrorToast } from '#ui/toast';
import { USER_SEARCH_MIN_LENGTH, userSearchQuery } from './api/user-search-queries';
import { UserSearchResults } from './components/user-search-results';
import { useStartImpersonation } from './use-start-impersonation';

const USER_SEARCH_DEBOUNCE_MS = 400;

/** /manager/impersonate: staff search a user and act as them. */
export default function ImpersonatePage() {
  const canImpersonate = useCapability('impersonate');
  const isImpersonating = useIsImpersonating();
  if (!canImpersonate || isImpersonating) {
    return (
      <>
        <PageTitle title={impersonationTexts.title} />
        <EmptyState
          message={
            isImpersonating
              ? apiErrors.impersonationInProgress
              : 'You do not have access to impersonate users.'
          }
        />
      </>
    );
  }
  return <UserSearch />;
}

function UserSearch() {
  // The Admin Center's user page links here with the user filled in (?user=).
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(searchParams.get('user') ?? '');
  const [search] = useDebounce(text.trim(), USER_SEARCH_DEBOUNCE_MS);
  const users = useQuery(userSearchQuery(search));
  const start = useStartImpersonation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const reasonField = useRef<HTMLInputElement>(null);
  const tooShort = search.length < USER_SEARCH_MIN_LENGTH;
  const results = tooShort ? undefined : users.data?.results;

  return (
    <>
      <PageTitle title={impersonationTexts.title} subtitle={impersonationTexts.subtitle} />
      <div className="grid max-w-md gap-4">
        <TextField
          ref={reasonField}
          label={adminTexts.audit.reason}
          hint={adminTexts.audit.reasonHint}
          required
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
          maxLength={IMPERSONATION_REASON_MAX}
        />
        <TextField
          label={impersonationTexts.searchUsers}
          type="search"
          hint={impersonationTexts.searchHint(USER_SEARCH_MIN_LENGTH)}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          maxLength={100}
        />
      </div>
      <section aria-label={impersonationTexts.usersFound} aria-busy={users.isFetching} className="mt-6">
        {!tooShort && users.isPending && <LoadingState />}
        {users.isError && <ErrorAlert>{users.error.message}</ErrorAlert>}
        {results && results.length === 0 && <EmptyState message="No users match your search." />}
        {results && results.length > 0 && (
          <UserSearchResults
            users={results}
            pendingUserName={start.isPending || start.isSuccess ? start.variables?.userName : undefined}
            onStart={(user) => {
              // The contract's own rule and message, before anything is sent.
              const checked = StartImpersonation.shape.reason.safeParse(reason);
              if (!checked.success) {
                setReasonError(checked.error.issues[0]?.message);
                reasonField.current?.focus();
                return;
              }
              start.mutate({ userName: user.userName, reason: checked.data }, { onError: showApiErrorToast });
            }}
          />
        )}
      </section>
    </>
  );
}
