import type { ReportChart, ReportTable, ReportTotal } from '@msc/shared/model/report-data';
import {
  type AnnualAutoFact,
  type MovingListFact,
  monthOf,
  monthRange,
  type OpportunityFact,
  type WinBackFact,
} from './facts';

const byName = (a: { lastName: string; firstName: string }, b: { lastName: string; firstName: string }) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

/** Opportunities enrolled vs open, per list: the count of a list counts as enrolled once the agency is. */
export function opportunitiesEnrolledVsOpen(opportunities: readonly OpportunityFact[]) {
  // An owner master's report covers its sub codes too: one row per list, summed over the agencies.
  const byList = new Map<string, { list: string; enrolled: number; open: number }>();
  for (const opportunity of opportunities) {
    const row = byList.get(opportunity.title) ?? { list: opportunity.title, enrolled: 0, open: 0 };
    if (opportunity.isEnrolled) row.enrolled += opportunity.oppCount;
    else row.open += opportunity.oppCount;
    byList.set(opportunity.title, row);
  }
  const rows = [...byList.values()];
  const chart: ReportChart = {
    id: 'opportunities-enrolled-vs-open',
    title: 'Opportunities enrolled vs open',
    kind: 'stacked-bar',
    xKey: 'list',
    xLabel: 'List',
    series: [
      { key: 'enrolled', label: 'Enrolled', format: 'count' },
      { key: 'open', label: 'Open', format: 'count' },
    ],
    rows,
  };
  const totals: ReportTotal[] = [
    {
      label: 'Enrolled opportunities',
      value: rows.reduce((sum, row) => sum + row.enrolled, 0),
      format: 'count',
    },
    { label: 'Open opportunities', value: rows.reduce((sum, row) => sum + row.open, 0), format: 'count' },
    {
      label: 'Enrollments',
      value: opportunities.filter((opportunity) => opportunity.isEnrolled).length,
      format: 'count',
    },
  ];
  return { chart, totals };
}

/** The Win Back auto customer list: customers per list month, and the latest month's customers. */
export function winBackCustomers(entries: readonly WinBackFact[]) {
  const months = [...new Set(entries.map((entry) => entry.listMonth))].sort();
  const chart: ReportChart = {
    id: 'win-back-by-month',
    title: 'Win Back customers by list month',
    kind: 'bar',
    xKey: 'month',
    xLabel: 'List month',
    series: [{ key: 'customers', label: 'Customers', format: 'count' }],
    rows: months.map((month) => ({
      month,
      customers: entries.filter((entry) => entry.listMonth === month).length,
    })),
  };
  const latest = months.at(-1);
  const table: ReportTable = {
    id: 'win-back-customers',
    title: latest ? `Win Back auto customer list (${latest})` : 'Win Back auto customer list',
    columns: [
      { key: 'lastName', label: 'Last Name', format: 'text' },
      { key: 'firstName', label: 'First Name', format: 'text' },
      { key: 'policyNumber', label: 'Policy Number', format: 'text' },
      { key: 'city', label: 'City', format: 'text' },
      { key: 'state', label: 'State', format: 'text' },
      { key: 'cancelDate', label: 'Cancel Date', format: 'date' },
      { key: 'mailDate', label: 'Mail Date', format: 'date' },
    ],
    rows: entries
      .filter((entry) => entry.listMonth === latest)
      .sort(byName)
      .map(({ lastName, firstName, policyNumber, city, state, cancelDate, mailDate }) => ({
        lastName,
        firstName,
        policyNumber,
        city,
        state,
        cancelDate,
        mailDate,
      })),
  };
  const totals: ReportTotal[] = [
    { label: 'Customers on the latest list', value: table.rows.length, format: 'count' },
  ];
  return { chart, table, totals };
}

/** Annual Auto: 6-month auto policies by renewal month, and the recommended ones to convert. */
export function annualAutoPolicies(policies: readonly AnnualAutoFact[]) {
  const months = policies.map((policy) => monthOf(policy.renewalDate)).sort();
  const rows =
    months.length === 0
      ? []
      : monthRange(months[0]!, months.at(-1)!).map((month) => {
          const due = policies.filter((policy) => monthOf(policy.renewalDate) === month);
          return {
            month,
            policies: due.length,
            recommended: due.filter((policy) => policy.recommended).length,
          };
        });
  const chart: ReportChart = {
    id: 'annual-auto-by-renewal-month',
    title: '6-month auto policies by renewal month',
    kind: 'bar',
    xKey: 'month',
    xLabel: 'Renewal month',
    series: [
      { key: 'policies', label: '6-month policies', format: 'count' },
      { key: 'recommended', label: 'Recommended to convert', format: 'count' },
    ],
    rows,
  };
  const table: ReportTable = {
    id: 'annual-auto-recommended',
    title: 'Recommended to convert to annual',
    columns: [
      { key: 'lastName', label: 'Last Name', format: 'text' },
      { key: 'firstName', label: 'First Name', format: 'text' },
      { key: 'policyNumber', label: 'Policy Number', format: 'text' },
      { key: 'renewalDate', label: 'Renewal Date', format: 'date' },
      { key: 'city', label: 'City', format: 'text' },
      { key: 'state', label: 'State', format: 'text' },
    ],
    rows: policies
      .filter((policy) => policy.recommended)
      .sort((a, b) => a.renewalDate.localeCompare(b.renewalDate) || byName(a, b))
      .map(({ lastName, firstName, policyNumber, renewalDate, city, state }) => ({
        lastName,
        firstName,
        policyNumber,
        renewalDate,
        city,
        state,
      })),
  };
  const totals: ReportTotal[] = [
    { label: '6-month auto policies', value: policies.length, format: 'count' },
    { label: 'Recommended to convert', value: table.rows.length, format: 'count' },
  ];
  return { chart, table, totals };
}

/** Moving customers: records of the monthly Moving lists. */
export function movingCustomers(lists: readonly MovingListFact[]) {
  const byMonth = new Map<string, number>();
  for (const list of lists) {
    const month = monthOf(list.listDate);
    byMonth.set(month, (byMonth.get(month) ?? 0) + list.records);
  }
  const rows = [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, records]) => ({ month, records }));
  const chart: ReportChart = {
    id: 'moving-records-by-month',
    title: 'Moving list records by month',
    kind: 'line',
    xKey: 'month',
    xLabel: 'List month',
    series: [{ key: 'records', label: 'Records', format: 'count' }],
    rows,
  };
  const totals: ReportTotal[] = [
    { label: 'Moving records', value: rows.reduce((sum, row) => sum + row.records, 0), format: 'count' },
  ];
  return { chart, totals };
}
