import { contactsApi } from '@msc/shared/api/contacts';
import { implement } from '#platform/implement';
import { contactsService } from './service';

export const handler = implement(contactsApi, contactsService);
