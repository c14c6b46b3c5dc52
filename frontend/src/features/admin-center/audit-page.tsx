import type { AuditEntry, AuditTrailQuery } from '@msc/shared/api/admin';
import { adminTexts } from '@msc/shared/messages';
import { type ImpersonationSessionSummary, impersonationSessions } from '@msc/shared/rules/audit-trail';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCapability } from '#features/session';
import { Button } from '#ui/button';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { ExportButtons } from '#ui/export-buttons';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { QueryState } from '#ui/query-state';
import { TextField } from '#ui/text-field';
import { auditTrailQuery, exportAuditTrail } from './api/users-queries';
import { NoAdminAccess } from './components/no-admin-access';

const texts = adminTexts.audit;

/** An ISO time as the reader's local date and time, to the minute. */
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' });

const sessionColumns: DataColumn<ImpersonationSessionSummary>[] = [
  { id: 'actor', header: texts.actor, cell: (session) => session.actor, wrap: true },
  { id: 'target', header: texts.target, cell: (session) => session.target, wrap: true },
  { id: 'started', header: texts.started, cell: (session) => when(session.startedAt) },
  { id: 'reason', header: texts.reason, cell: (session) => session.reason ?? '', wrap: true },
  {
    id: 'duration',
    header: texts.duration,
    cell: (session) =>
      session.minutes === undefined ? texts.ongoing : `${session.minutes} ${texts.minutes}`,
  },
  { id: 'writes', header: texts.writes, cell: (session) => session.writes, numeric: true },
];

function Values({ entry }: { entry: AuditEntry }) {
  if (entry.reason) return <>{entry.reason}</>;
  if (!entry.before && !entry.after)
    return <>{entry.route ? `${entry.route}${entry.status ? ` → ${entry.status}` : ''}` : ''}</>;
  return (
    <dl className="max-w-xl space-y-1 text-xs">
      {entry.before && (
        <div>
          <dt className="font-semibold">{texts.before}</dt>
          <dd className="break-all font-mono">{entry.before}</dd>
        </div>
      )}
      {entry.after && (
        <div>
          <dt className="font-semibold">{texts.after}</dt>
          <dd className="break-all font-mono">{entry.after}</dd>
        </div>
      )}
    </dl>
  );
}

const entryColumns: DataColumn<AuditEntry>[] = [
  { id: 'when', header: texts.when, cell: (entry) => when(entry.at) },
  { id: 'action', header: texts.action, cell: (entry) => entry.action },
  { id: 'actor', header: texts.actor, cell: (entry) => entry.actor, wrap: true },
  { id: 'target', header: texts.target, cell: (entry) => entry.target, wrap: true },
  { id: 'details', header: texts.details, cell: (entry) => <Values entry={entry} />, wrap: true },
];

const EMPTY: AuditTrailQuery = {};

/** /manager/audit: impersonation sessions and what was done in them, and every Admin Center change. */
export default function AuditPage() {
  const allowed = useCapability('readAudit');
  if (!allowed) return <NoAdminAccess title={texts.title} />;
  return <AuditTrail />;
}

function AuditTrail() {
  const [draft, setDraft] = useState<AuditTrailQuery>(EMPTY);
  const [filter, setFilter] = useState<AuditTrailQuery>(EMPTY);
  const trail = useQuery(auditTrailQuery(filter));
  const datesWrong = Boolean(draft.from && draft.to && draft.from > draft.to);
  const field = (key: keyof AuditTrailQuery) => ({
    value: draft[key] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setDraft({ ...draft, [key]: event.target.value || undefined }),
  });

  return (
    <>
      <PageTitle
        title={texts.title}
        subtitle={texts.subtitle}
        actions={<ExportButtons run={(format) => exportAuditTrail(filter, format)} />}
      />
      <Panel aria-label={texts.filter} className="mb-6">
        <form
          aria-label={texts.filter}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto]"
          onSubmit={(event) => {
            event.preventDefault();
            if (!datesWrong) setFilter(draft);
          }}
        >
          <TextField label={texts.actor} type="search" maxLength={200} {...field('actor')} />
          <TextField label={texts.target} type="search" maxLength={200} {...field('target')} />
          <TextField label={texts.from} type="date" {...field('from')} />
          <TextField
            label={texts.to}
            type="date"
            error={datesWrong ? texts.datesOrder : undefined}
            {...field('to')}
          />
          <div className="flex items-end gap-2">
            <Button type="submit">{texts.filter}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(EMPTY);
                setFilter(EMPTY);
              }}
            >
              {texts.clear}
            </Button>
          </div>
        </form>
      </Panel>
      <QueryState query={trail}>
        {(data) => {
          const sessions = impersonationSessions(data.results);
          return (
            <div aria-busy={trail.isFetching} className="space-y-8">
              <section aria-label={texts.sessions}>
                <h2 className="mb-3 text-lg font-semibold">{texts.sessions}</h2>
                {sessions.length === 0 ? (
                  <EmptyState message={texts.noSessions} />
                ) : (
                  <DataTable
                    columns={sessionColumns}
                    rows={sessions}
                    rowKey={(session) => `${session.actor}|${session.target}|${session.startedAt}`}
                    caption={texts.sessions}
                  />
                )}
              </section>
              <section aria-label={texts.changes}>
                <h2 className="mb-3 text-lg font-semibold">{texts.changes}</h2>
                {data.truncated && <p className="mb-2 text-sm text-slate-600">{texts.truncated}</p>}
                {data.results.length === 0 ? (
                  <EmptyState message={texts.none} />
                ) : (
                  <DataTable
                    columns={entryColumns}
                    rows={data.results}
                    rowKey={(entry) => entry.id}
                    caption={texts.changes}
                  />
                )}
              </section>
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
