import * as z from 'zod';
import { Feedback } from '../model/feedback';
import { SiteConfig } from '../model/site-config';
import { endpoint } from './endpoint';

export const siteApi = {
  config: endpoint({ method: 'GET', path: '/site/config', auth: 'user', response: SiteConfig }),
  /** Provide Feedback (footer, type 1) and the order-complete rating (type 2). */
  submitFeedback: endpoint({
    method: 'POST',
    path: '/feedback',
    auth: 'user',
    body: Feedback,
    response: z.object({ succeeded: z.literal(true) }),
    status: 201,
  }),
};
