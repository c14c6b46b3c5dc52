import { db } from '@msc/functions/platform/db';
import type { RegisteredCard } from '../emulators/payments';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** The provider ids the seed gives saved cards (account-content.ts). */
const SEEDED_CARD_PREFIX = 'pm_demo';

/**
 * The demo accounts' saved cards, made known to the local payment gateway under the ids the seed stored,
 * so paying with one works as with a card added in the browser. Read from the table on every start: the
 * gateway's own state may be newer or older than the seed.
 */
export async function registerDemoCards(payments: {
  register(cards: readonly RegisteredCard[]): Promise<void>;
}): Promise<number> {
  const cards: RegisteredCard[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const { data } = await db()
      .entities.paymentMethod.query.paymentMethodsOfUser({ userName: account.email })
      .go({ pages: 'all' });
    for (const card of data) {
      if (!card.providerPaymentMethodId.startsWith(SEEDED_CARD_PREFIX)) continue;
      const [year, month] = card.expirationDate.split('-').map(Number);
      cards.push({
        id: card.providerPaymentMethodId,
        customer: card.providerCustomerId,
        email: account.email,
        brand: card.cardBrand.toLowerCase(),
        last4: card.last4,
        expMonth: month ?? 12,
        expYear: year ?? new Date().getUTCFullYear(),
      });
    }
  }
  await payments.register(cards);
  return cards.length;
}
