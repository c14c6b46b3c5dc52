import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { loadConfig } from 'cognito-local/lib/server/config';
import { Router } from 'cognito-local/lib/server/Router';
import { createServer } from 'cognito-local/lib/server/server';
import type { Services } from 'cognito-local/lib/services';
import { DateClock } from 'cognito-local/lib/services/clock';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { ConsoleMessageSender } from 'cognito-local/lib/services/messageDelivery/consoleMessageSender';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import { MessagesService } from 'cognito-local/lib/services/messages';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import type { Triggers } from 'cognito-local/lib/services/triggers';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService';
import pino from 'pino';

/**
 * The portal uses no Cognito triggers. Leaving them out also keeps cognito-local's Lambda and KMS wiring
 * (and with it the whole AWS SDK v2, ~300 ms and an end-of-support warning) from loading.
 */
const noTriggers: Triggers = {
  enabled: () => false,
  customMessage: unsupportedTrigger,
  customEmailSender: unsupportedTrigger,
  postAuthentication: unsupportedTrigger,
  postConfirmation: unsupportedTrigger,
  preSignUp: unsupportedTrigger,
  preTokenGeneration: unsupportedTrigger,
  userMigration: unsupportedTrigger,
};

async function unsupportedTrigger(): Promise<never> {
  throw new Error('Cognito triggers are not supported by the local emulator');
}

export interface CognitoServerOptions {
  host: string;
  port: number;
  dataDir: string;
  logLevel: pino.Level | 'silent';
}

/**
 * The same wiring as cognito-local's `createDefaultServer`, which cannot be used as is: it hard-codes
 * `./.cognito` in the current directory as its data directory, and its token issuer comes from the PORT/HOST
 * environment read once at import time (so tokens would claim `http://localhost:9229/<pool>` whatever the
 * port). Here the data lives in `dataDir` (`config.json` for overrides, `db/` for pools and clients) and
 * the issuer is the endpoint the server really listens on.
 */
export const startCognitoServer = async ({
  host,
  port,
  dataDir,
  logLevel,
}: CognitoServerOptions): Promise<Server> => {
  const configDirectory = resolve(dataDir);
  const dataDirectory = join(configDirectory, 'db');
  const logger = pino({ level: logLevel });
  const ctx = { logger };

  const loaded = await loadConfig(ctx, new StormDBDataStoreFactory(configDirectory));
  const config = {
    ...loaded,
    ServerConfig: { ...loaded.ServerConfig, hostname: host, port, https: false as const },
    TokenConfig: { ...loaded.TokenConfig, IssuerDomain: `http://${host}:${port}` },
  };

  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognito = await new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);

  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(noTriggers, new MessageDeliveryService(new ConsoleMessageSender())),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, noTriggers, config.TokenConfig),
    triggers: noTriggers,
  };
  const server = await createServer(Router(services), logger, config.ServerConfig, services).start();
  return server as Server;
};
