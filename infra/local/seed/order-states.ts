import type { BulkOrderStateEntity } from '@msc/functions/data/entities/bulk-order-state';
import type { OrderStateEntity } from '@msc/functions/data/entities/order-state';
import { scheduleStepOf } from '@msc/shared/rules/recipient-step-routing';
import type { CreateEntityItem } from 'electrodb';
import type { AgencySeed } from './agencies';
import type { ProductSeed } from './products';
import { addDays, fakerFor } from './random';

export type OrderStateSeed = CreateEntityItem<typeof OrderStateEntity>;
export type BulkOrderStateSeed = CreateEntityItem<typeof BulkOrderStateEntity>;

/**
 * Order flow states of the demo agents: two saved for later (one of them a multi-channel direct-mail
 * parent with its email child), two in progress; and an Express Order in progress for the owner.
 */
export function planOrderStates(
  accounts: ReadonlyArray<{ userName: string; agency: AgencySeed }>,
  products: readonly ProductSeed[],
  ownerMaster: { userName: string; agency: AgencySeed; subCodes: readonly AgencySeed[] },
  epoch: Date,
) {
  const states: OrderStateSeed[] = [];
  const letters = products.filter((product) => product.isPersonalizable && !product.isEmail);
  const emails = products.filter((product) => product.isPersonalizable && product.isEmail);
  for (const { userName, agency } of accounts) {
    const faker = fakerFor(`order-states:${userName}`);
    const picks = faker.helpers.arrayElements(letters, 4);
    picks.forEach((product, index) => {
      const at = addDays(epoch, -(40 - index * 6));
      const saved = index < 2;
      const orderStateId = faker.string.ulid({ refDate: at });
      // The draw a made-up document id took: the ids and counts after it stay those of a store seeded before.
      faker.string.numeric(8);
      const state: OrderStateSeed = {
        userName,
        orderStateId,
        agencyId: agency.agencyId,
        productId: product.productId,
        programType: [...product.programTypes][0] ?? 'Other',
        productType: product.productTypes.join(';'),
        statCode: agency.statId,
        userState: agency.state,
        isMultiChannel: index === 0,
        channelType: 1,
        // No document id: the seed writes no proof, and an id naming none answered 404 when step 1 asked
        // for it. Resumed, the piece starts at step 1 and renders its proof as a new item does.
        isStateSaved: saved,
        targetCount: faker.number.int({ min: 30, max: 400 }),
        unitPrice: product.unitPrice,
        pdfFinalApproval: saved,
        acceptTermsAndConditions: saved,
        willNotUseMassachusetts: saved,
        created: at.toISOString(),
        updated: addDays(at, 1).toISOString(),
      };
      state.totalPrice = (state.targetCount ?? 0) * product.unitPrice;
      // The second saved item was scheduled when it was saved (a one-time drop 4 days later, long past):
      // resuming it says its mail date has passed and links back to step 3.
      if (index === 1 && scheduleStepOf(state.programType) === 'drop-date') {
        const mailDate = addDays(at, 4).toISOString().slice(0, 10);
        const quantity = state.targetCount ?? 0;
        state.dropDetails = {
          dropType: 'ONE',
          frequency: 1,
          numberOfMailings: 1,
          startDate: mailDate,
          mailingDetails: [{ mailDate, quantity, price: state.totalPrice, dropNumber: 1 }],
        };
      }
      states.push(state);
      if (index === 0 && emails.length > 0) {
        const email = faker.helpers.arrayElement(emails);
        states.push({
          ...state,
          orderStateId: faker.string.ulid({ refDate: at }),
          parentId: state.orderStateId,
          productId: email.productId,
          productType: email.productTypes.join(';'),
          channelType: 2,
          isMultiChannel: true,
          isStateSaved: false,
          unitPrice: email.unitPrice,
          totalPrice: (state.targetCount ?? 0) * email.unitPrice,
        });
      }
    });
  }

  const faker = fakerFor(`bulk-order-state:${ownerMaster.userName}`);
  const product = products.find((candidate) => candidate.itemNumber === 'AP-8083') ?? letters[0]!;
  const at = addDays(epoch, -3);
  const withHolders = ownerMaster.subCodes.filter((sub) => (sub.policyHoldersCount ?? 0) > 0).slice(0, 5);
  const bulk: BulkOrderStateSeed = {
    userName: ownerMaster.userName,
    bulkOrderStateId: faker.string.ulid({ refDate: at }),
    agencyId: ownerMaster.agency.agencyId,
    channelType: 1,
    statCode: ownerMaster.agency.statId,
    programType: 'CrossSell',
    productType: product.productTypes.join(';'),
    productId: product.productId,
    isSamePersonalization: true,
    orderStates: withHolders.map((sub) => ({
      id: faker.string.ulid({ refDate: at }),
      statCode: sub.statId,
      targetCount: sub.policyHoldersCount ?? 0,
      totalPrice: (sub.policyHoldersCount ?? 0) * product.unitPrice,
    })),
    subCodesDetails: withHolders.map((sub) => ({ statCode: sub.statId, selectAllPolicyHolders: true })),
    unitPrice: product.unitPrice,
    pageFlexDocumentIds: [],
    created: at.toISOString(),
    updated: at.toISOString(),
  };
  return { states, bulkOrderStates: [bulk] };
}
