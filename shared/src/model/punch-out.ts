import * as z from 'zod';
import { PunchOutAction } from './enums';

/**
 * A ticket request to the document editor (spec 2 §3 "Punch-out ticket request"), field names as the
 * editor expects them. NotForMA / NotForCO carry the product's restriction.
 */
export const PunchOutTicketRequest = z.object({
  ReturnUrl: z.string(),
  UserName: z.string(),
  AgencyName: z.string(),
  AgentName: z.string(),
  AgentLastName: z.string(),
  AgentAddress: z.string(),
  AgentAddress2: z.string().optional(),
  AgentCity: z.string(),
  AgentZip: z.string(),
  AgentState: z.string(),
  AgentPhone: z.string(),
  AgentEmail: z.string(),
  /** The editor's PHONE field (its meaning is not shown in the spec). */
  PHONE: z.string().optional(),
  DocumentCode: z.string(),
  DocumentId: z.string().optional(),
  Action: PunchOutAction,
  NextStepText: z.string().optional(),
  NotForMA: z.boolean(),
  NotForCO: z.boolean(),
});
export type PunchOutTicketRequest = z.infer<typeof PunchOutTicketRequest>;

/** The editor's answer: the ticket id, with an "OK:" prefix. */
export const PunchOutTicketResponse = z.object({
  ticketId: z.string().startsWith('OK:'),
});
export type PunchOutTicketResponse = z.infer<typeof PunchOutTicketResponse>;

/** POST punch-out commit-order answers the editor's order id. */
export const PunchOutCommitResult = z.object({ orderId: z.string() });
export type PunchOutCommitResult = z.infer<typeof PunchOutCommitResult>;
