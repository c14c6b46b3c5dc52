import * as z from 'zod';
import { DropDetails, MailingDetail } from './drop-details';
import { ChannelTypeSchema, OrderItemStatus, ProgramType } from './enums';
import { Cents, Id, IsoDate, IsoDateTime } from './fields';
import { Holdout } from './holdout';
import { OrderApprovalDecision } from './order-approval';
import { mailContactShape, postalAddressShape } from './postal-address';

/** Order status codes: 1 pending, 2 pending approval (shown as In Progress), 99 canceled, 100 completed. */
export const OrderStatusCodeSchema = z.union([z.literal(1), z.literal(2), z.literal(99), z.literal(100)]);
/** Shipping status: 100 shipped, 1 not shipped, 2 partially shipped. */
export const ShippingStatusSchema = z.union([z.literal(100), z.literal(1), z.literal(2)]);

/** An address printed on an order (ship-to and bill-to). */
export const OrderAddress = z.object({
  addressee: z.string(),
  companyName: z.string().optional(),
  ...postalAddressShape,
  countryCode: z.string().optional(),
  email: z.string().optional(),
  phoneNumber: z.string().optional(),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

/** The product as it was ordered. `unitPrice` in cents. */
export const OrderItemProduct = z.object({
  id: Id,
  name: z.string(),
  itemNumber: z.string(),
  /** Cents. */
  unitPrice: Cents,
  description: z.string().optional(),
  attributes: z.record(z.string(), z.unknown()).optional(),
});
export type OrderItemProduct = z.infer<typeof OrderItemProduct>;

/**
 * A mailing of a placed order: the schedule's row, and once the agent canceled it online, when and what
 * was refunded for it (cents). A moved drop keeps its number with its new mail date.
 */
export const OrderMailingDetail = MailingDetail.extend({
  canceledAt: IsoDateTime.optional(),
  /** Cents given back through the payment provider when it was canceled (0: nothing was charged). */
  refunded: Cents.optional(),
  /**
   * A cancel under way: written before its refund (since when, and the cents it refunds under the drop's
   * key), removed once the cancel is written or rolled back. Such a drop is neither mailed nor moved.
   */
  cancelPending: z.object({ since: IsoDateTime, refund: Cents }).optional(),
});
export type OrderMailingDetail = z.infer<typeof OrderMailingDetail>;

/** The drop details of a placed order's line: its mailings may be canceled one by one. */
export const OrderDropDetails = DropDetails.extend({ mailingDetails: z.array(OrderMailingDetail).max(100) });
export type OrderDropDetails = z.infer<typeof OrderDropDetails>;

/** Campaign data of an order item (spec 1 §3 "attributes.Data"). */
export const OrderItemData = z.object({
  id: z.string().optional(),
  isMultiChannel: z.boolean(),
  channelType: ChannelTypeSchema,
  includePhoneNumber: z.boolean(),
  programType: ProgramType.optional(),
  targetCount: z.number().int().nonnegative(),
  receivedCount: z.number().int().nonnegative().optional(),
  pageFlexDocumentId: z.string().optional(),
  statCode: z.string().optional(),
  bulkOrderStateId: z.string().optional(),
  dropDetails: OrderDropDetails.optional(),
  /** Purchased prospects: the ZIP targeting the list is derived from (the households are never stored). */
  prospects: z
    .object({
      zipCodes: z.array(z.string()),
      zipRadius: z.number().nonnegative(),
      crossStateBoundary: z.boolean(),
    })
    .optional(),
  /** The share of the list held out for measuring (issue 48): neither mailed nor charged. */
  holdout: Holdout.optional(),
});
export type OrderItemData = z.infer<typeof OrderItemData>;

/** A line of an order (spec 1 §3 "Order item"). */
export const OrderItem = z.object({
  id: Id,
  product: OrderItemProduct,
  quantity: z.number().int().nonnegative(),
  /** Pending, Complete, Canceled, Removed; Delivered is shown as SHIPPED. */
  status: OrderItemStatus,
  /** Cents given back (refunded after the capture, released before it) for the line's canceled drops. */
  amountRefunded: Cents.optional(),
  amountReleased: Cents.optional(),
  attributes: z.object({
    Data: OrderItemData.optional(),
    /** Ids of the order states behind the item. */
    OrderStates: z.array(z.string()).optional(),
  }),
  /**
   * The purchased prospect list while it is still accessible (spec 2 §1: 60 days after the last mail date);
   * absent once expired. The server computes the days left.
   */
  prospectList: z
    .object({ listExpirationDate: IsoDate, daysLeft: z.number().int().nonnegative() })
    .optional(),
});
export type OrderItem = z.infer<typeof OrderItem>;

/** An order (spec 1 §3). Every money field is in integer cents. */
export const Order = z.object({
  id: Id,
  orderNumber: z.string(),
  orderDate: IsoDateTime,
  /** Display text of the status ('In Progress' for pending approval). */
  orderStatus: z.string(),
  orderStatusCode: OrderStatusCodeSchema,
  items: z.array(OrderItem),
  /** Cents. */
  total: Cents,
  /** Cents. */
  subTotal: Cents,
  /** Cents. */
  additionalChargeTotal: Cents,
  /** Cents. */
  discountTotal: Cents,
  /** Cents. */
  tax: Cents,
  /** Cents. */
  shipping: Cents,
  /** Cents. */
  amountPaid: Cents,
  /** Cents given back for drops canceled online (absent: none). */
  amountRefunded: Cents.optional(),
  paymentStatus: z.string(),
  shippingStatus: ShippingStatusSchema,
  shipMethod: z.object({
    name: z.string(),
    /** Cents (0 shows as 'Free'). */
    cost: Cents,
  }),
  shipTo: OrderAddress.optional(),
  shipments: z.array(z.object({ trackingNumber: z.string() })),
  billTo: OrderAddress.optional(),
  paymentMethodId: z.string().optional(),
  isMultiShip: z.boolean(),
  bulkOrderId: z.string().optional(),
  orderPlacedByEmail: z.string().optional(),
  /** An order that waited for approval: how it was decided (absent while it waits, or never had to). */
  approval: OrderApprovalDecision.optional(),
  attributes: z.object({
    Agency: z.object({ statCode: z.string(), name: z.string() }).optional(),
  }),
});
export type Order = z.infer<typeof Order>;

/** A contact row of the order detail list (spec 1 §3 "Order detail list row"). */
export const OrderDetailListRow = z.object({
  mailingDate: IsoDate.optional(),
  marketingChannel: z.string(),
  ...mailContactShape,
  phone: z.string().optional(),
  email: z.string().optional(),
  listExpirationDate: IsoDate.optional(),
  orderDate: IsoDateTime,
  orderNumber: z.string(),
  agencyName: z.string(),
  statId: z.string(),
  productName: z.string(),
  productNumber: z.string(),
  /** Drop number of the mailing. */
  drop: z.number().int().positive().optional(),
});
export type OrderDetailListRow = z.infer<typeof OrderDetailListRow>;

/** A purchased prospect of an order's prospect list: a household's mailing address (and phone). */
export const ProspectListRow = z.object({
  addressLine1: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  phone: z.string().optional(),
});
export type ProspectListRow = z.infer<typeof ProspectListRow>;

/**
 * A purchased prospect list in the account's lists (spec 2 §1: accessible through order history and the
 * account's lists 60 days after the mail date), only while accessible; it opens the order's prospect list.
 */
export const ProspectListSummary = z.object({
  orderId: Id,
  orderNumber: z.string(),
  itemId: Id,
  productName: z.string(),
  /** The households stored at placement (what was mailed); absent while the list is still being stored. */
  prospectCount: z.number().int().nonnegative().optional(),
  listExpirationDate: IsoDate,
  daysLeft: z.number().int().nonnegative(),
});
export type ProspectListSummary = z.infer<typeof ProspectListSummary>;

/** A row of order history (spec 1 §2 order-history): what the table and its export show. */
export const OrderHistoryRow = z.object({
  id: Id,
  orderNumber: z.string(),
  orderDate: IsoDateTime,
  orderStatus: z.string(),
  orderStatusCode: OrderStatusCodeSchema,
  shippingStatus: ShippingStatusSchema,
  /** Cents. */
  total: Cents,
  /** Cents. */
  amountPaid: Cents,
  programTypes: z.array(z.string()),
  attributes: z.object({ Agency: z.object({ statCode: z.string(), name: z.string() }) }),
});
export type OrderHistoryRow = z.infer<typeof OrderHistoryRow>;

/** Reorder (beyond the spec): what went back into the cart and what can no longer be ordered. */
export const ReorderResult = z.object({
  addedCount: z.number().int().nonnegative(),
  notOrderable: z.array(z.string()),
});
export type ReorderResult = z.infer<typeof ReorderResult>;

/** A prepared export: a short-lived download address and the file's name. */
export const ExportFile = z.object({ url: z.string(), fileName: z.string() });
export type ExportFile = z.infer<typeof ExportFile>;
