import { adminTexts, contentTexts } from '@msc/shared/messages';
import type { Capability } from '@msc/shared/rules/roles';
import { NavLink } from 'react-router';
import { useCapability } from '#features/session';
import { links } from '#lib/paths';

const ITEMS: ReadonlyArray<{ to: () => string; label: string; capability: Capability }> = [
  { to: links.adminCenter, label: adminTexts.nav.products, capability: 'adminAccess' },
  { to: links.adminDiscountCodes, label: adminTexts.nav.discountCodes, capability: 'adminAccess' },
  { to: links.impersonate, label: adminTexts.nav.impersonate, capability: 'impersonate' },
  { to: links.jobRuns, label: adminTexts.nav.jobRuns, capability: 'adminAccess' },
  { to: links.adminUsers, label: adminTexts.nav.users, capability: 'manageUsers' },
  { to: links.adminAudit, label: adminTexts.nav.audit, capability: 'readAudit' },
  { to: links.adminContent, label: contentTexts.nav, capability: 'adminAccess' },
  { to: links.adminApprovals, label: adminTexts.nav.approvals, capability: 'approveOrders' },
];

function NavItem({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <NavLink
        to={to}
        className={({ isActive }) =>
          `inline-flex h-10 items-center rounded-md px-3 text-sm font-medium ${
            isActive ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`
        }
      >
        {label}
      </NavLink>
    </li>
  );
}

/** The Admin Center's pages, for staff: each shown to the roles its page serves (the role table). */
export function AdminCenterNav() {
  const shown = {
    adminAccess: useCapability('adminAccess'),
    impersonate: useCapability('impersonate'),
    manageUsers: useCapability('manageUsers'),
    readAudit: useCapability('readAudit'),
    approveOrders: useCapability('approveOrders'),
  } as Partial<Record<Capability, boolean>>;
  if (!shown.adminAccess) return null;
  return (
    <nav aria-label={adminTexts.nav.label} className="mb-6 border-b border-slate-200 pb-3">
      <ul className="flex flex-wrap gap-1">
        {ITEMS.filter((item) => shown[item.capability]).map((item) => (
          <NavItem key={item.label} to={item.to()} label={item.label} />
        ))}
      </ul>
    </nav>
  );
}
