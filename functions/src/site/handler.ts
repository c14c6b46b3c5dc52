import { siteApi } from '@msc/shared/api/site';
import { implement } from '#platform/implement';
import { siteService } from './service';

export const handler = implement(siteApi, siteService);
