import { AgencyEntity } from './entities/agency';
import { AgencyEmailEntity } from './entities/agency-email';
import { AgencyMembershipEntity } from './entities/agency-membership';
import { AnnouncementEntity } from './entities/announcement';
import { AttemptEntity } from './entities/attempt';
import { BannerEntity } from './entities/banner';
import { BulkOrderStateEntity } from './entities/bulk-order-state';
import { CalendarEventEntity } from './entities/calendar-event';
import { CartEntity, CartItemEntity } from './entities/cart';
import { CustomDownloadEntity } from './entities/custom-download';
import { DiscountCodeEntity, DiscountCodeUseEntity } from './entities/discount-code';
import { EnrollmentEntity } from './entities/enrollment';
import { FavoriteProductEntity } from './entities/favorite-product';
import { FavoriteReportEntity } from './entities/favorite-report';
import { FeedbackEntity } from './entities/feedback';
import { IdempotencyRecordEntity } from './entities/idempotency-record';
import { IgniteDetailsEntity } from './entities/ignite-details';
import { ImageEntity } from './entities/image';
import { AuditRecordEntity, ImpersonationSessionEntity } from './entities/impersonation';
import { JobRunEntity } from './entities/job-run';
import { MailListContactEntity, MailListEntity } from './entities/mail-list';
import { MarketingContactEntity } from './entities/marketing-contact';
import { MovingListEntity, MovingRecordEntity } from './entities/moving-list';
import { OpportunityEntity } from './entities/opportunity';
import { OptOutEntity } from './entities/opt-out';
import { OrderEntity, OrderItemEntity } from './entities/order';
import { OrderDetailRowEntity } from './entities/order-detail-row';
import { OrderNumberEntity } from './entities/order-number';
import { OrderShipToEntity } from './entities/order-ship-to';
import { OrderStateEntity } from './entities/order-state';
import { OrderStateRecipientsEntity } from './entities/order-state-recipients';
import { PaymentMethodEntity } from './entities/payment-method';
import { PolicyholderEntity } from './entities/policyholder';
import { CatalogueVersionEntity, ProductEntity } from './entities/product';
import { ReportEntity, ReportGroupEntity } from './entities/report';
import { ShipToEntity } from './entities/ship-to';
import { ShippingAddressEntity } from './entities/shipping-address';
import { SiteConfigEntity } from './entities/site-config';
import { UploadEntity, UploadRecordEditEntity } from './entities/upload';
import { UserEntity } from './entities/user';
import { UserLoginEntity } from './entities/user-login';
import { WinBackEntryEntity } from './entities/win-back-entry';
import { ZipCodeAreaEntity, ZipCodeCellEntity } from './entities/zip-code';
import { resetStoreDbs, storeDb } from './store-db';

/** Every stored thing, by the name the services use (`db().entities.<name>`). README.md lists the access patterns. */
export const ENTITIES = {
  // identity and agencies
  user: UserEntity,
  userLogin: UserLoginEntity,
  agency: AgencyEntity,
  agencyMembership: AgencyMembershipEntity,
  impersonationSession: ImpersonationSessionEntity,
  auditRecord: AuditRecordEntity,
  // account (user-owned)
  shippingAddress: ShippingAddressEntity,
  marketingContact: MarketingContactEntity,
  image: ImageEntity,
  paymentMethod: PaymentMethodEntity,
  favoriteProduct: FavoriteProductEntity,
  customDownload: CustomDownloadEntity,
  upload: UploadEntity,
  uploadRecordEdit: UploadRecordEditEntity,
  feedback: FeedbackEntity,
  favoriteReport: FavoriteReportEntity,
  idempotencyRecord: IdempotencyRecordEntity,
  // agency-owned
  agencyEmail: AgencyEmailEntity,
  igniteDetails: IgniteDetailsEntity,
  calendarEvent: CalendarEventEntity,
  mailList: MailListEntity,
  mailListContact: MailListContactEntity,
  policyholder: PolicyholderEntity,
  opportunity: OpportunityEntity,
  enrollment: EnrollmentEntity,
  movingList: MovingListEntity,
  movingRecord: MovingRecordEntity,
  winBackEntry: WinBackEntryEntity,
  jobRun: JobRunEntity,
  // catalogue, cart, orders
  product: ProductEntity,
  catalogueVersion: CatalogueVersionEntity,
  cart: CartEntity,
  cartItem: CartItemEntity,
  shipTo: ShipToEntity,
  orderState: OrderStateEntity,
  orderStateRecipients: OrderStateRecipientsEntity,
  bulkOrderState: BulkOrderStateEntity,
  order: OrderEntity,
  orderItem: OrderItemEntity,
  orderNumber: OrderNumberEntity,
  orderShipTo: OrderShipToEntity,
  orderDetailRow: OrderDetailRowEntity,
  // global content and reference data
  reportGroup: ReportGroupEntity,
  report: ReportEntity,
  announcement: AnnouncementEntity,
  banner: BannerEntity,
  discountCode: DiscountCodeEntity,
  discountCodeUse: DiscountCodeUseEntity,
  attempt: AttemptEntity,
  siteConfig: SiteConfigEntity,
  optOut: OptOutEntity,
  zipCodeArea: ZipCodeAreaEntity,
  zipCodeCell: ZipCodeCellEntity,
};

/**
 * Every entity in one service: for the seed, the jobs' tests and fixtures. Production code goes through its
 * store's own `storeDb` (no capability bundles the entities of the others).
 */
export const db = storeDb(ENTITIES);

export type Db = ReturnType<typeof db>;
export type EntityName = keyof typeof ENTITIES;

export function resetDb(): void {
  resetStoreDbs();
}
