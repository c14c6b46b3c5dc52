import { addressesApi } from '@msc/shared/api/addresses';
import { implement } from '#platform/implement';
import { addressesService } from './service';

export const handler = implement(addressesApi, addressesService);
