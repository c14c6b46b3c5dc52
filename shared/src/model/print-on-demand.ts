import * as z from 'zod';
import { validation } from '../messages';
import { PRINT_ON_DEMAND_QUANTITY } from '../rules/constants';
import { ApprovalForm } from './personalization';

const { min, max, step } = PRINT_ON_DEMAND_QUANTITY;

/** Print-on-demand quantity (spec 2 §5, §9): 25 to 500 in steps of 25, default 100. */
export const PrintOnDemandQuantity = z
  .number({ error: validation.printOnDemandQuantity })
  .int(validation.printOnDemandQuantity)
  .min(min, validation.printOnDemandQuantity)
  .max(max, validation.printOnDemandQuantity)
  .multipleOf(step, validation.printOnDemandQuantity)
  .default(PRINT_ON_DEMAND_QUANTITY.default);

/** The print-on-demand mock-up: a quantity and the three approval checkboxes. */
export const PrintOnDemandForm = z.object({
  quantity: PrintOnDemandQuantity,
  ...ApprovalForm.shape,
});
export type PrintOnDemandForm = z.infer<typeof PrintOnDemandForm>;
