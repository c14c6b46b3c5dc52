import { imagesApi } from '@msc/shared/api/images';
import { implement } from '#platform/implement';
import { imagesService } from './service';

export const handler = implement(imagesApi, imagesService);
