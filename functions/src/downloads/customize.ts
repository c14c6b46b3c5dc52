import { now } from '@msc/shared/clock';
import { apiErrors, customDownloadTexts } from '@msc/shared/messages';
import type {
  CustomDownloadCommit,
  CustomDownloadCommitResult,
  EmailReviewResult,
} from '@msc/shared/model/custom-download';
import { customDownloadPagePath } from '@msc/shared/rules/custom-download-commit';
import { customDownloadStatus } from '@msc/shared/rules/order-status';
import { ulid } from 'ulid';
import { agencyInEffect, requireAgencyOrAdmin } from '#agency/index';
import { productById } from '#catalog/index';
import { commitDocument } from '#documents/index';
import { config } from '#platform/config';
import { escapeHtml } from '#platform/email/email-message';
import { emailSender } from '#platform/email/email-sender';
import { businessRule, notFound } from '#platform/http-error';
import { logger } from '#platform/logger';
import type { RequestContext } from '#platform/request-context';
import { s3 } from '#platform/s3';
import { toDownloadRow } from './download-view';
import { type CustomDownloadItem, downloadOf, saveDownload } from './downloads-store';

type CommitModel = CustomDownloadCommit['productUserCustomDownloadModel'];

/**
 * The commit after the editor returns (spec 2 §4 "Custom download commit"): the editor's document becomes
 * the download's file and the download is recorded, Complete once the editor answered an order id (spec 1
 * §5). Who, which agency and whether it is a welcome kit come from the server, never the body.
 */
export async function commitCustomDownload(
  ctx: RequestContext,
  model: CommitModel,
): Promise<CustomDownloadCommitResult> {
  // Spec 1 §6: a current agency or an admin-access role, else the spec's message.
  requireAgencyOrAdmin(ctx);
  const product = await productById(model.productId);
  if (!product?.isCustomizeDownloadble) throw notFound(apiErrors.productNotFound);
  const edited = model.parentId ? await downloadOf(ctx.user.userName, model.parentId) : undefined;
  if (model.parentId && (!edited || edited.productId !== product.productId)) {
    throw notFound(apiErrors.downloadNotFound);
  }
  const committed = await commitDocument(ctx, model.pageFlexDocumentId);
  const agency = await agencyInEffect(ctx);
  const hasAgency = agency.agencyId > 0;
  // An edit replaces the download it came from; create and reorder make a new one.
  const replaces = model.action === 'edit' ? edited : undefined;
  const item: CustomDownloadItem = {
    userName: ctx.user.userName,
    customDownloadId: replaces?.customDownloadId ?? ulid(),
    productId: product.productId,
    itemNumber: product.itemNumber,
    itemName: product.name,
    title: hasAgency ? `${product.name} - ${agency.agencyName}` : product.name,
    agencyId: hasAgency ? agency.agencyId : undefined,
    statCode: hasAgency ? agency.statId : undefined,
    agencyName: hasAgency ? agency.agencyName : undefined,
    pageFlexDocumentId: model.pageFlexDocumentId,
    pageFlexOrderId: committed.orderId,
    isWelcomeKit: product.isWelcomeKit,
    parentId: model.parentId,
    fileKey: committed.fileKey,
    customizedDate: now().toISOString(),
  };
  await saveDownload(item);
  return {
    succeeded: true,
    completed: customDownloadStatus(item) === 'Complete',
    customDownloadId: item.customDownloadId,
  };
}

async function readFile(key: string): Promise<Uint8Array> {
  const { sdk, client } = await s3();
  const object = await client.send(new sdk.GetObjectCommand({ Bucket: config().DOCUMENTS_BUCKET, Key: key }));
  return object.Body!.transformToByteArray();
}

/**
 * 'send email review' (spec 2 §7): the download's page link and its PDF, to the signed-in user's own address
 * (never one the browser names), through the email adapter.
 */
export async function sendEmailReview(
  ctx: RequestContext,
  customDownloadId: string,
): Promise<EmailReviewResult> {
  const item = await downloadOf(ctx.user.userName, customDownloadId);
  if (!item) throw notFound(apiErrors.downloadNotFound);
  const row = toDownloadRow(item);
  if (!row.hasFile || !item.fileKey) throw businessRule(apiErrors.downloadNotReady);
  const link = new URL(
    customDownloadPagePath({
      customDownloadId: item.customDownloadId,
      docId: item.pageFlexDocumentId,
      completed: true,
      isWelcomeKit: item.isWelcomeKit,
    }),
    config().PORTAL_URL,
  ).href;
  const greeting = customDownloadTexts.emailGreeting(ctx.user.firstName);
  const body = customDownloadTexts.emailBody(item.title);
  try {
    await emailSender().send({
      to: ctx.user.email,
      subject: customDownloadTexts.emailSubject(item.title),
      text: [
        greeting,
        '',
        body,
        '',
        `${customDownloadTexts.emailLinkLabel}: ${link}`,
        customDownloadTexts.emailAttached,
      ].join('\n'),
      html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(
        customDownloadTexts.emailLinkLabel,
      )}</a></p><p>${escapeHtml(customDownloadTexts.emailAttached)}</p>`,
      attachments: [
        {
          filename: `${item.itemNumber}.pdf`,
          contentType: 'application/pdf',
          bytes: await readFile(item.fileKey),
        },
      ],
    });
  } catch (error) {
    logger.error('Email review not sent', { customDownloadId, error: String(error) });
    throw businessRule(apiErrors.emailNotSent);
  }
  return { succeeded: true, sentTo: ctx.user.email };
}
