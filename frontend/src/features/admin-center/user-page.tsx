import type { AdminUser } from '@msc/shared/api/admin';
import { adminTexts, type ConfirmPrompt } from '@msc/shared/messages';
import { formatDate, formatUsd } from '@msc/shared/rules/formatting';
import { grantableRoles, mayManageUser, type Role } from '@msc/shared/rules/roles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { roleHolderOf, useCapability, useSession } from '#features/session';
import { links } from '#lib/paths';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { QueryState } from '#ui/query-state';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { showApiErrorToast, showToast } from '#ui/toast';
import { adminUserQuery, type UserChange, useChangeUser } from './api/users-queries';
import { NoAdminAccess } from './components/no-admin-access';

const texts = adminTexts.users;

const prompt = (message: string, confirmLabel: string): ConfirmPrompt => ({
  message,
  confirmLabel,
  cancelLabel: adminTexts.products.cancel,
});

/** What a confirmed change asks first: revoking, removing an agency, disabling. */
const PROMPTS: Partial<Record<UserChange['kind'], ConfirmPrompt>> = {
  revokeRole: prompt(texts.confirmRevoke, texts.revoke),
  removeMembership: prompt(texts.confirmRemoveMembership, texts.removeMembership),
  disableUser: prompt(texts.confirmDisable, texts.disable),
};

/** /manager/users/:userName: a user's roles, agencies and recent orders, and what an admin may change. */
export default function UserPage() {
  const allowed = useCapability('manageUsers');
  if (!allowed) return <NoAdminAccess title={texts.title} />;
  return <UserDetail />;
}

function UserDetail() {
  const userName = (useParams().userName ?? '').toLowerCase();
  const user = useQuery(adminUserQuery(userName));
  return <QueryState query={user}>{(data) => <UserEditor key={data.userName} user={data} />}</QueryState>;
}

function UserEditor({ user }: { user: AdminUser }) {
  const session = useSession().data;
  const admin = session ? roleHolderOf(session.user) : { roles: [] as Role[] };
  const canChange = mayManageUser(admin, user);
  const canImpersonate = useCapability('impersonate');
  const change = useChangeUser(user.userName, user.version);
  const [asking, setAsking] = useState<UserChange>();
  const run = (wanted: UserChange) =>
    change.mutate(wanted, {
      onSuccess: () => {
        showToast({ title: texts.saved, message: '' }, 'success');
        setAsking(undefined);
      },
      onError: showApiErrorToast,
    });
  const confirmFirst = (wanted: UserChange) => (PROMPTS[wanted.kind] ? setAsking(wanted) : run(wanted));
  const askedPrompt = asking && PROMPTS[asking.kind];

  return (
    <>
      <PageTitle
        title={`${user.firstName} ${user.lastName}`}
        subtitle={user.email}
        actions={
          <div className="flex flex-wrap gap-2">
            {canImpersonate && canChange && !user.disabled && (
              <Link
                className="inline-flex h-10 items-center rounded-md border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
                to={links.impersonateUser(user.userName)}
              >
                {texts.impersonate}
              </Link>
            )}
            {canChange &&
              (user.disabled ? (
                <Button variant="secondary" onClick={() => run({ kind: 'enableUser' })}>
                  {texts.enable}
                </Button>
              ) : (
                <Button variant="danger" onClick={() => confirmFirst({ kind: 'disableUser' })}>
                  {texts.disable}
                </Button>
              ))}
          </div>
        }
      />
      {user.disabled && (
        <p role="status" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {texts.disabledNote}
        </p>
      )}
      {!canChange && <p className="mb-4 text-sm text-slate-600">{texts.readOnlyRank}</p>}
      <div className="grid gap-6 lg:grid-cols-2">
        <RolesPanel user={user} grantable={canChange ? grantableRoles(admin) : []} onChange={confirmFirst} />
        <MembershipsPanel user={user} canChange={canChange} onChange={confirmFirst} />
      </div>
      <RecentOrders user={user} />
      {asking && askedPrompt && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(undefined)}
          prompt={askedPrompt}
          pending={change.isPending}
          onConfirm={() => run(asking)}
        />
      )}
    </>
  );
}

function RolesPanel({
  user,
  grantable,
  onChange,
}: {
  user: AdminUser;
  grantable: Role[];
  onChange: (change: UserChange) => void;
}) {
  const offered = grantable.filter((role) => !user.roles.includes(role));
  const [chosen, setChosen] = useState('');
  return (
    <Panel aria-label={texts.roles}>
      <h2 className="mb-3 text-lg font-semibold">{texts.roles}</h2>
      <ul className="mb-4 space-y-2">
        {user.roles.map((role) => (
          <li key={role} className="flex items-center justify-between gap-2">
            <span>
              {role}
              {role === user.primaryRole && (
                <span className="ml-2 text-xs text-slate-500">{texts.primary}</span>
              )}
            </span>
            {grantable.includes(role) && user.roles.length > 1 && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${texts.revoke} ${role}`}
                onClick={() => onChange({ kind: 'revokeRole', role })}
              >
                {texts.revoke}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {offered.length > 0 && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) onChange({ kind: 'grantRole', role: chosen as Role });
            setChosen('');
          }}
        >
          <SelectField
            label={texts.grant}
            hint={texts.grantHint}
            placeholder=""
            options={offered.map((role) => ({ value: role, label: role }))}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          />
          <Button type="submit" disabled={!chosen}>
            {texts.grant}
          </Button>
        </form>
      )}
    </Panel>
  );
}

function MembershipsPanel({
  user,
  canChange,
  onChange,
}: {
  user: AdminUser;
  canChange: boolean;
  onChange: (change: UserChange) => void;
}) {
  const [agencyId, setAgencyId] = useState('');
  const defaultAgency = user.memberships.find((membership) => membership.agencyId === user.defaultAgencyId);
  return (
    <Panel aria-label={texts.memberships}>
      <h2 className="mb-3 text-lg font-semibold">{texts.memberships}</h2>
      <p className="mb-3 text-sm">
        <span className="font-medium">{texts.defaultAgency}: </span>
        {user.defaultAgencyId > 0
          ? `${defaultAgency?.agencyName ?? ''} (${user.defaultAgencyId})`
          : texts.noDefaultAgency}
      </p>
      {user.memberships.length === 0 ? (
        <EmptyState message={texts.noMemberships} />
      ) : (
        <ul className="mb-4 space-y-2">
          {user.memberships.map((membership) => (
            <li key={membership.agencyId} className="flex items-center justify-between gap-2">
              <span>{`${membership.agencyName} (${membership.agencyId}, ${membership.statId})`}</span>
              {canChange && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${texts.removeMembership} ${membership.agencyName}`}
                  onClick={() => onChange({ kind: 'removeMembership', agencyId: membership.agencyId })}
                >
                  {texts.removeMembership}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canChange && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const id = Number(agencyId);
            if (Number.isInteger(id) && id > 0) onChange({ kind: 'addMembership', agencyId: id });
            setAgencyId('');
          }}
        >
          <TextField
            label={texts.agencyId}
            inputMode="numeric"
            value={agencyId}
            onChange={(event) => {
              // Digits only. The field is set here as well: when the digits are the same (a letter typed),
              // the state does not change, and Preact, unlike React, would leave the letter in the field.
              const digits = event.target.value.replace(/\D/g, '');
              event.target.value = digits;
              setAgencyId(digits);
            }}
            maxLength={12}
          />
          <Button type="submit" disabled={!agencyId}>
            {texts.addMembership}
          </Button>
        </form>
      )}
    </Panel>
  );
}

const orderColumns: DataColumn<AdminUser['recentOrders'][number]>[] = [
  { id: 'number', header: 'Order #', cell: (order) => order.orderNumber ?? order.orderId },
  { id: 'date', header: 'Date', cell: (order) => formatDate(order.orderDate) },
  { id: 'agency', header: 'Agency', cell: (order) => order.agencyId },
  { id: 'status', header: 'Status', cell: (order) => order.status ?? '' },
  {
    id: 'total',
    header: 'Total',
    cell: (order) => (order.total === undefined ? '' : formatUsd(order.total)),
    numeric: true,
  },
];

function RecentOrders({ user }: { user: AdminUser }) {
  return (
    <section aria-label={texts.recentOrders} className="mt-6">
      <h2 className="mb-3 text-lg font-semibold">{texts.recentOrders}</h2>
      {user.recentOrders.length === 0 ? (
        <EmptyState message={texts.noOrders} />
      ) : (
        <DataTable
          columns={orderColumns}
          rows={user.recentOrders}
          rowKey={(order) => order.orderId}
          caption={texts.recentOrders}
        />
      )}
    </section>
  );
}
