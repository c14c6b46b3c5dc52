import { api } from '@msc/shared/api';
import type { AuditEntry } from '@msc/shared/api/admin';
import { adminTexts } from '@msc/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import AuditPage from './audit-page';

const fakeApi = installFakeApi();
const texts = adminTexts.audit;
const sa = makeSession({ user: { userName: 'admin@demo.local', roles: ['SA'], primaryRoleId: 'SA' } });

const entry = (id: string, at: string, action: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: `2026-11-20T${at}:00.000Z`,
  action,
  actor: 'csr@demo.local',
  target: 'owner@demo.local',
  ...extra,
});

describe('AuditPage', () => {
  it('shows impersonation sessions with how long they lasted, and changes with before/after', async () => {
    fakeApi.on(api.admin.auditTrail, () => ({
      truncated: false,
      results: [
        entry('4', '10:40', 'admin.update', {
          actor: 'admin@demo.local',
          target: 'product:P-1',
          before: '{"unitPrice":900}',
          after: '{"unitPrice":1999}',
        }),
        entry('3', '10:25', 'impersonation.end'),
        entry('2', '10:10', 'impersonation.write', { route: 'POST /api/cart/items', status: 200 }),
        entry('1', '10:00', 'impersonation.start'),
      ],
    }));
    renderWithProviders(<AuditPage />, { session: sa });
    const sessions = await screen.findByRole('region', { name: texts.sessions });
    const row = await within(sessions).findByRole('row', { name: /csr@demo.local owner@demo.local/ });
    expect(row).toHaveTextContent('25 min');
    const changes = screen.getByRole('region', { name: texts.changes });
    expect(changes).toHaveTextContent('{"unitPrice":900}');
    expect(changes).toHaveTextContent('{"unitPrice":1999}');
    expect(changes).toHaveTextContent('POST /api/cart/items → 200');
  });

  it('filters by actor and dates, refusing an end before the start', async () => {
    fakeApi.on(api.admin.auditTrail, () => ({ truncated: false, results: [] }));
    renderWithProviders(<AuditPage />, { session: sa });
    expect(await screen.findByText(texts.noSessions)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: texts.actor }), 'csr@demo.local');
    await userEvent.type(screen.getByLabelText(texts.from), '2026-11-20');
    await userEvent.type(screen.getByLabelText(texts.to), '2026-11-01');
    expect(screen.getByText(texts.datesOrder)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(texts.to));
    await userEvent.type(screen.getByLabelText(texts.to), '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: texts.filter }));
    await waitFor(() =>
      expect(fakeApi.requests(api.admin.auditTrail).at(-1)?.query).toEqual({
        actor: 'csr@demo.local',
        from: '2026-11-20',
        to: '2026-11-30',
      }),
    );
  });

  it('shows a customer-service agent without the permission nothing', () => {
    renderWithProviders(<AuditPage />, {
      session: makeSession({ user: { roles: ['CustomerService'], primaryRoleId: 'CustomerService' } }),
    });
    expect(screen.getByText(adminTexts.noAccess)).toBeInTheDocument();
  });
});
