import { homeApi } from '@msc/shared/api/home';
import { implement } from '#platform/implement';
import { homeService } from './service';

export const handler = implement(homeApi, homeService);
