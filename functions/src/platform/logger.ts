import { Logger } from '@aws-lambda-powertools/logger';
import { config } from './config';

export const logger = new Logger({
  serviceName: config().POWERTOOLS_SERVICE_NAME,
  logLevel: config().LOG_LEVEL,
});
