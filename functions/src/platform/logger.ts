import { Logger } from '@aws-lambda-powertools/logger';
import { config } from './config';

export const logger = new Logger({ serviceName: 'msc-portal', logLevel: config().LOG_LEVEL });
