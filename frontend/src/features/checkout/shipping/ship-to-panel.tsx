import { shippingTexts } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import { type EffectiveShipToMode, effectiveShipToMode } from '@msc/shared/rules/checkout-routing';
import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense, useState } from 'react';
import { Panel } from '#ui/panel';
import { tabTriggerClasses } from '#ui/tabs';
import { ContactTab } from './contact-tab';
import { MyAddressTab } from './my-address-tab';

// Loaded when its tab opens (Radix mounts the open tab's content only): the list upload and the multi-ship
// list it brings are not on the first paint of most carts.
const MultipleContactsTab = lazy(() =>
  import('./multiple-contacts-tab').then(({ MultipleContactsTab }) => ({ default: MultipleContactsTab })),
);

const TABS: readonly EffectiveShipToMode[] = ['user', 'singleContact', 'multipleContacts'];

/** The Ship To panel: three tabs, opened on the cart's ship-to mode (distribution list and unknown → user). */
export function ShipToPanel({ cart }: { cart: Cart }) {
  const [tab, setTab] = useState<EffectiveShipToMode>(() => effectiveShipToMode(cart.shipToMode));
  return (
    <Panel aria-labelledby="ship-to-heading">
      <h2 id="ship-to-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {shippingTexts.shipTo}
      </h2>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as EffectiveShipToMode)}>
        <Tabs.List
          aria-label={shippingTexts.shipTo}
          className="flex flex-wrap gap-2 border-b border-slate-200"
        >
          {TABS.map((mode) => (
            <Tabs.Trigger key={mode} value={mode} className={tabTriggerClasses}>
              {shippingTexts.tabs[mode]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="user" className="pt-4">
          <MyAddressTab cart={cart} />
        </Tabs.Content>
        <Tabs.Content value="singleContact" className="pt-4">
          <ContactTab cart={cart} />
        </Tabs.Content>
        <Tabs.Content value="multipleContacts" className="pt-4">
          <Suspense fallback={null}>
            <MultipleContactsTab cart={cart} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </Panel>
  );
}
