import { calendarApi } from '@msc/shared/api/calendar';
import { implement } from '#platform/implement';
import { calendarService } from './service';

export const handler = implement(calendarApi, calendarService);
