import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { JOBS } from '@msc/functions/jobs/registry';
import { resetConfig } from '@msc/functions/platform/config';
import { securityHeaders } from '../aws/security-headers';
import { issuer, jwksUrl } from './emulators';
import { createJwtVerifier } from './gateway/jwt-verifier';
import { createLocalControl } from './gateway/local-control';
import { createPortalServer } from './gateway/server';
import { enforceLocalIam, localIamWanted } from './iam';
import { asJobFunctions } from './iam/principals';
import { cachedStackModel } from './iam/stack-model-cache';
import { type LocalConfig, localConfig, REPO_ROOT } from './local-config';
import { prepareLocalData } from './local-data';
import { startScheduler } from './scheduler';
import { seedDemoData } from './seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
import { registerDemoCards } from './seed/demo-cards';
import { resolveWorkflowTask } from './workflow-tasks';
import { createWorkflowRunner, type WorkflowRunner } from './workflows-runner';
import { startSfnEndpoint } from './workflows-runner/sfn-endpoint';

export interface LocalCloudOptions {
  /** Keep data under this folder between runs; undefined = ephemeral (tests). */
  dataDir?: string;
  /** Wipe `dataDir` first. */
  fresh?: boolean;
  /** Keep the table in DynamoDB Local's memory (gone at stop): the journeys' fresh stack. */
  tableInMemory?: boolean;
  /** Port of the portal; 0 = a free one. */
  port?: number;
  /** Serve the SPA through Vite with hot reload instead of frontend/dist. */
  dev?: boolean;
  seed?: boolean;
  log?: (line: string) => void;
  config?: LocalConfig;
  /**
   * Evaluate every SDK call of a function against its policy in the synthesized stack (infra/local/iam);
   * on unless `LOCAL_IAM=off`. The bench measures the handlers without it, as they run in AWS.
   */
  iam?: boolean;
}

/** How long stopping waits for the workflow runs under way before the emulators go. */
const WORKFLOWS_STOP_WAIT_MS = 60_000;

export interface LocalCloud {
  url: string;
  userPoolId: string;
  userPoolClientId: string;
  cognitoEndpoint: string;
  /** Runs infra/workflows/*.asl.json in process, Task states bound to the handler modules. */
  workflows: WorkflowRunner;
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolvePort(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** DynamoDB Local, s3rver and cognito-local, the table, pool and buckets, demo data, and the portal on one origin. */
export async function startLocalCloud(options: LocalCloudOptions = {}): Promise<LocalCloud> {
  const cfg = options.config ?? localConfig();
  const log = options.log ?? (() => {});
  const port = options.port ?? cfg.PORT;
  const dataDir = options.dataDir === undefined ? undefined : resolve(REPO_ROOT, options.dataDir);
  if (dataDir && options.fresh) await rm(dataDir, { recursive: true, force: true });

  const stops: Array<() => Promise<unknown>> = [];
  if (options.iam ?? localIamWanted()) {
    log('Synthesizing the stack for its IAM policies (LOCAL_IAM=off skips it)…');
    const iam = enforceLocalIam(await cachedStackModel());
    stops.push(async () => iam.stop());
  }
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  const data = await prepareLocalData({
    config: cfg,
    dataDir,
    corsOrigins: origins,
    tableInMemory: options.tableInMemory ?? false,
  });
  const { emulators, s3, userPoolId, userPoolClientId } = data;
  stops.push(() => data.stop());
  const stop = async () => {
    for (const run of stops.reverse()) await run().catch(() => {});
  };

  try {
    if (options.seed !== false) {
      await seedDemoData({
        s3,
        assetsBucket: cfg.ASSETS_BUCKET,
        ensureSignIn: data.ensureSignIn,
        log,
      });
      await registerDemoCards(emulators.payments);
    }

    const verify = createJwtVerifier({
      jwksUrl: jwksUrl(emulators.cognitoEndpoint, userPoolId),
      issuers: [issuer(emulators.cognitoEndpoint, userPoolId)],
      audience: userPoolClientId,
    });
    const spaConfig = {
      auth: { mode: 'password', userPoolId, userPoolClientId, userPoolEndpoint: emulators.cognitoEndpoint },
      demoAccounts: DEMO_ACCOUNTS.map(({ email, description }) => ({ email, description })),
      demoPassword: DEMO_PASSWORD,
    };
    let spaMiddleware: Parameters<typeof createPortalServer>[0]['spaMiddleware'];
    if (options.dev) {
      const { createServer } = await import('vite');
      const vite = await createServer({
        root: join(REPO_ROOT, 'frontend'),
        configFile: join(REPO_ROOT, 'frontend/vite.config.ts'),
        server: { middlewareMode: true },
        appType: 'spa',
      });
      stops.push(() => vite.close());
      spaMiddleware = vite.middlewares;
    }
    const server = createPortalServer({
      verify,
      s3,
      assetsBucket: cfg.ASSETS_BUCKET,
      staticDir: join(REPO_ROOT, 'frontend/dist'),
      spaMiddleware,
      spaConfig,
      headers: securityHeaders({
        // Cognito for sign-in; s3rver takes the presigned PUTs of uploads and serves the library's images.
        connectSources: [emulators.cognitoEndpoint],
        storageSources: [emulators.s3Endpoint],
        dev: options.dev,
      }),
      paymentsEndpoint: emulators.paymentsEndpoint,
      localControl: createLocalControl(asJobFunctions(JOBS), data.ensureSignIn),
    });
    const workflows = createWorkflowRunner({
      definitionsDir: join(REPO_ROOT, 'infra/workflows'),
      resolveTask: resolveWorkflowTask,
    });
    // The Lambdas start executions through the Step Functions API: point them at the runner's endpoint.
    const sfnEndpoint = await startSfnEndpoint(workflows);
    stops.push(() => sfnEndpoint.stop());
    // Stopping waits for the runs under way (after the server and the scheduler stop starting new ones).
    stops.push(() => workflows.settled(WORKFLOWS_STOP_WAIT_MS));
    process.env.SFN_ENDPOINT = sfnEndpoint.url;
    resetConfig();
    const scheduler = startScheduler(
      asJobFunctions(JOBS).map((job) => ({ name: job.name, cron: job.schedule, run: job.run })),
    );
    stops.push(async () => scheduler.stop());
    const actualPort = await listen(server, port);
    stops.push(() => server.drain());
    // Emails go to a viewable outbox in the data dir (a temporary one when ephemeral); links point here.
    process.env.EMAIL_OUTBOX_DIR = join(dataDir ?? join(tmpdir(), `msc-outbox-${process.pid}`), 'outbox');
    process.env.PORTAL_URL = `http://localhost:${actualPort}`;
    resetConfig();
    return {
      url: `http://localhost:${actualPort}`,
      userPoolId,
      userPoolClientId,
      cognitoEndpoint: emulators.cognitoEndpoint,
      workflows,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
