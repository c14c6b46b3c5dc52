import { sessionApi } from '@msc/shared/api/session';
import { implement } from '#platform/implement';
import { sessionService } from './service';

export const handler = implement(sessionApi, sessionService);
