import { mailVisibilityApi } from '@msc/shared/api/mail-visibility';
import { implement } from '#platform/implement';
import { mailVisibilityService } from './service';

export const handler = implement(mailVisibilityApi, mailVisibilityService);
