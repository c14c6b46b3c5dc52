import { AgencyEntity } from '#data/entities/agency';
import { AgencyEmailEntity } from '#data/entities/agency-email';
import { AgencyMembershipEntity } from '#data/entities/agency-membership';
import { AnnouncementEntity } from '#data/entities/announcement';
import { ApprovalRequestEntity } from '#data/entities/approval-request';
import { AttemptEntity } from '#data/entities/attempt';
import { BannerEntity } from '#data/entities/banner';
import { BulkOrderStateEntity } from '#data/entities/bulk-order-state';
import { BulkOrderSubCodeEntity } from '#data/entities/bulk-order-sub-code';
import { CalendarEventEntity } from '#data/entities/calendar-event';
import { CartEntity, CartItemEntity } from '#data/entities/cart';
import { ContactCounterEntity } from '#data/entities/contact-counter';
import { CustomDownloadEntity } from '#data/entities/custom-download';
import { DeliveryTimesEntity } from '#data/entities/delivery-times';
import { DiscountCodeEntity, DiscountCodeUseEntity } from '#data/entities/discount-code';
import { DropMailingEntity } from '#data/entities/drop-mailing';
import { EnrollmentEntity } from '#data/entities/enrollment';
import { FavoriteProductEntity } from '#data/entities/favorite-product';
import { FavoriteReportEntity } from '#data/entities/favorite-report';
import { FeedReadEntity } from '#data/entities/feed-read';
import { FeedbackEntity } from '#data/entities/feedback';
import { HoldoutRecipientEntity } from '#data/entities/holdout-recipient';
import { IdempotencyRecordEntity } from '#data/entities/idempotency-record';
import { IgniteDetailsEntity } from '#data/entities/ignite-details';
import { ImageEntity } from '#data/entities/image';
import { ImbSerialEntity } from '#data/entities/imb-serial';
import { AuditRecordEntity, ImpersonationSessionEntity } from '#data/entities/impersonation';
import { JobRunEntity } from '#data/entities/job-run';
import { MailDropCountsEntity } from '#data/entities/mail-drop-counts';
import { MailListContactEntity, MailListEntity } from '#data/entities/mail-list';
import { MailPieceEntity } from '#data/entities/mail-piece';
import { MarketingContactEntity } from '#data/entities/marketing-contact';
import { MovingListEntity, MovingRecordEntity } from '#data/entities/moving-list';
import { NewPolicyEntity } from '#data/entities/new-policy';
import { OpportunityEntity } from '#data/entities/opportunity';
import { OptOutEntity } from '#data/entities/opt-out';
import { OrderEntity, OrderItemEntity } from '#data/entities/order';
import { OrderCalendarEntryEntity } from '#data/entities/order-calendar-entry';
import { OrderCounterEntity } from '#data/entities/order-counter';
import { OrderDetailRowEntity } from '#data/entities/order-detail-row';
import { OrderFigureEntity } from '#data/entities/order-figure';
import { OrderHistoryFacetsEntity } from '#data/entities/order-history-facets';
import { OrderHistoryTallyEntity } from '#data/entities/order-history-tally';
import { OrderNumberEntity } from '#data/entities/order-number';
import { OrderShipToEntity } from '#data/entities/order-ship-to';
import { OrderStateEntity } from '#data/entities/order-state';
import { OrderStateListChunkEntity } from '#data/entities/order-state-list-chunk';
import { OrderStateRecipientsEntity } from '#data/entities/order-state-recipients';
import { PaymentMethodEntity } from '#data/entities/payment-method';
import { PolicyAttributionEntity } from '#data/entities/policy-attribution';
import { PolicyholderEntity } from '#data/entities/policyholder';
import { CatalogueVersionEntity, ProductEntity } from '#data/entities/product';
import { ProspectListChunkEntity } from '#data/entities/prospect-list-chunk';
import { ReportEntity, ReportGroupEntity } from '#data/entities/report';
import { ResponseEntity } from '#data/entities/response';
import { ScanEventEntity } from '#data/entities/scan-event';
import { SearchEntryEntity, SearchWordEntity } from '#data/entities/search-index';
import { ShipToEntity } from '#data/entities/ship-to';
import { ShippingAddressEntity } from '#data/entities/shipping-address';
import { SiteConfigEntity } from '#data/entities/site-config';
import { UploadEntity, UploadRecordEditEntity } from '#data/entities/upload';
import { UserEntity } from '#data/entities/user';
import { UserLoginEntity } from '#data/entities/user-login';
import { WinBackEntryEntity } from '#data/entities/win-back-entry';
import { ZipCodeAreaEntity, ZipCodeCellEntity } from '#data/entities/zip-code';
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
  searchWord: SearchWordEntity,
  searchEntry: SearchEntryEntity,
  // account (user-owned)
  shippingAddress: ShippingAddressEntity,
  marketingContact: MarketingContactEntity,
  contactCounter: ContactCounterEntity,
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
  feedRead: FeedReadEntity,
  newPolicy: NewPolicyEntity,
  policyAttribution: PolicyAttributionEntity,
  response: ResponseEntity,
  holdoutRecipient: HoldoutRecipientEntity,
  // catalogue, cart, orders
  product: ProductEntity,
  catalogueVersion: CatalogueVersionEntity,
  cart: CartEntity,
  cartItem: CartItemEntity,
  shipTo: ShipToEntity,
  orderState: OrderStateEntity,
  orderStateRecipients: OrderStateRecipientsEntity,
  orderStateListChunk: OrderStateListChunkEntity,
  bulkOrderState: BulkOrderStateEntity,
  bulkOrderSubCode: BulkOrderSubCodeEntity,
  order: OrderEntity,
  orderItem: OrderItemEntity,
  orderNumber: OrderNumberEntity,
  orderCounter: OrderCounterEntity,
  orderHistoryFacets: OrderHistoryFacetsEntity,
  orderHistoryTally: OrderHistoryTallyEntity,
  orderShipTo: OrderShipToEntity,
  orderDetailRow: OrderDetailRowEntity,
  orderFigure: OrderFigureEntity,
  orderCalendarEntry: OrderCalendarEntryEntity,
  approvalRequest: ApprovalRequestEntity,
  prospectListChunk: ProspectListChunkEntity,
  // mail you can see (issue 49)
  mailPiece: MailPieceEntity,
  scanEvent: ScanEventEntity,
  mailDropCounts: MailDropCountsEntity,
  imbSerial: ImbSerialEntity,
  deliveryTimes: DeliveryTimesEntity,
  dropMailing: DropMailingEntity,
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
