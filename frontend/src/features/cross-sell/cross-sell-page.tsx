import { crossSellTexts, labels, notices } from '@msc/shared/messages';
import { canSeeGrowthOpportunities } from '@msc/shared/rules/agency-eligibility';
import {
  crossSellListRouteId,
  crossSellListTitle,
  DO_IT_YOURSELF_LINKS,
} from '@msc/shared/rules/cross-sell-lists';
import { CROSS_SELL_LIST_TYPES } from '@msc/shared/rules/start-order-routing';
import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router';
import { GrowthOpportunities } from '#features/opportunities';
import { useCurrentAgency } from '#features/session';
import { links } from '#lib/paths';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { tabTriggerClasses } from '#ui/tabs';

const T = crossSellTexts;
const APPROACHES = ['automated', 'custom', 'doItYourself'] as const;
const DIY = ['renters', 'motorcycle', 'snowmobile', 'offRoad'] as const;
const linkClasses =
  'rounded font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700';

function BestPractices() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {T.bestPractices.map((tip) => (
        <li key={tip.title} className="rounded-md bg-slate-50 p-4">
          <h3 className="font-semibold text-slate-900">{tip.title}</h3>
          <p className="mt-1 text-sm text-slate-700">{tip.text}</p>
        </li>
      ))}
    </ul>
  );
}

function Approaches() {
  return (
    <Panel aria-labelledby="cross-sell-approaches" padding="lg" raised={false}>
      <h2 id="cross-sell-approaches" className="font-semibold text-slate-900">
        {T.approachesTitle}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {T.approachHeaders.approach}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {T.approachHeaders.how}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {T.approachHeaders.cost}
              </th>
              <th scope="col" className="py-2 font-medium">
                {T.approachHeaders.lines}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 align-top">
            {APPROACHES.map((key) => {
              const approach = T.approaches[key];
              return (
                <tr key={key}>
                  <th scope="row" className="py-3 pr-4 font-semibold text-slate-900">
                    {approach.name}
                  </th>
                  <td className="py-3 pr-4 text-slate-700">{approach.how}</td>
                  <td className="py-3 pr-4 text-slate-700">{approach.cost}</td>
                  <td className="py-3 text-slate-700">{approach.lines}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-slate-500">{notices.stateAvailability}</p>
    </Panel>
  );
}

function CrossSellLists() {
  return (
    <Panel aria-labelledby="cross-sell-lists" padding="lg" raised={false}>
      <h2 id="cross-sell-lists" className="font-semibold text-slate-900">
        {T.listsTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{T.listsIntro}</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {CROSS_SELL_LIST_TYPES.map((listType) => (
          <li key={listType}>
            <Link
              to={links.crossSellViewSummary(crossSellListRouteId(listType))}
              className="flex items-center justify-between rounded-md border border-slate-200 px-3 py-2 text-sm hover:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              <span className="font-medium text-slate-900">{crossSellListTitle(listType)}</span>
              <span className="text-blue-700">{T.viewSummary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/**
 * /cross-sell (spec 2 §2): the comparison of the three approaches, My growth opportunities (filter id
 * opportunities-cross-sell) or best-practice tips when the agency id is 0, the lists, the do-it-yourself
 * product searches; tabs Cross-sell and Agency best practices.
 */
export default function CrossSellPage() {
  const agency = useCurrentAgency();
  const hasAgency = canSeeGrowthOpportunities(agency?.agencyId);
  return (
    <>
      <PageTitle title={T.title} subtitle={T.intro} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Tabs.Root defaultValue="cross-sell" className="min-w-0">
          <Tabs.List className="mb-4 flex gap-2 border-b border-slate-200" aria-label={T.title}>
            <Tabs.Trigger value="cross-sell" className={tabTriggerClasses}>
              {T.tabs.crossSell}
            </Tabs.Trigger>
            <Tabs.Trigger value="practices" className={tabTriggerClasses}>
              {labels.agencyBestPractices}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="cross-sell" className="space-y-6">
            <Approaches />
            {hasAgency ? (
              <>
                <GrowthOpportunities filterId="opportunities-cross-sell" />
                <CrossSellLists />
              </>
            ) : (
              <Panel aria-labelledby="cross-sell-tips" padding="lg" raised={false}>
                <h2 id="cross-sell-tips" className="font-semibold text-slate-900">
                  {T.noAgencyTipsTitle}
                </h2>
                <p className="mt-1 mb-3 text-sm text-slate-600">{T.noAgencyLead}</p>
                <BestPractices />
              </Panel>
            )}
          </Tabs.Content>
          <Tabs.Content value="practices" className="rounded-lg border border-slate-200 bg-white p-6">
            <BestPractices />
          </Tabs.Content>
        </Tabs.Root>
        <aside>
          <Panel aria-labelledby="cross-sell-diy" padding="lg" raised={false}>
            <h2 id="cross-sell-diy" className="font-semibold text-slate-900">
              {T.diyTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{T.diyIntro}</p>
            <ul className="mt-3 space-y-2 text-sm">
              {DIY.map((key) => (
                <li key={key}>
                  <Link to={DO_IT_YOURSELF_LINKS[key]} className={linkClasses}>
                    {T.diy[key]}
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
        </aside>
      </div>
    </>
  );
}
