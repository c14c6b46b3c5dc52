import { CONFIG_DEFAULTS } from '@msc/functions/platform/config';
import { LOCAL_REGION } from '@msc/functions/platform/local-aws';

/**
 * The ARNs both sides of the local IAM evaluation agree on. The policies name resources by the template's
 * logical ids; the running code names them by its configuration (TABLE_NAME, ASSETS_BUCKET…), which a test
 * may point at a table or bucket of its own. Both are turned into the same canonical ARN: the resource's
 * default local name (what `npm start` creates) in the local account.
 */
export const LOCAL_ACCOUNT = '000000000000';
export const LOCAL_PARTITION = 'aws';
export { LOCAL_REGION };

/** The pseudo parameters a template's Ref and Fn::Sub may name. */
export const PSEUDO_PARAMETERS: Record<string, string> = {
  'AWS::Partition': LOCAL_PARTITION,
  'AWS::Region': LOCAL_REGION,
  'AWS::AccountId': LOCAL_ACCOUNT,
  'AWS::URLSuffix': 'amazonaws.com',
  'AWS::StackName': 'MscPortal',
  'AWS::NoValue': '',
};

/** The configuration keys of the portal's own buckets, and their names as `npm start` creates them. */
export const BUCKET_KEYS = ['ASSETS_BUCKET', 'UPLOADS_BUCKET', 'DOCUMENTS_BUCKET'] as const;

/** The pool id the policies and the requests both call the portal's user pool (its local id varies). */
export const CANONICAL_USER_POOL_ID = `${LOCAL_REGION}_portal`;

export const tableArn = (table: string) =>
  `arn:${LOCAL_PARTITION}:dynamodb:${LOCAL_REGION}:${LOCAL_ACCOUNT}:table/${table}`;
export const bucketArn = (bucket: string) => `arn:${LOCAL_PARTITION}:s3:::${bucket}`;
export const objectArn = (bucket: string, key: string) => `${bucketArn(bucket)}/${key}`;
/** The ARN the local workflow runner gives a workflow (functions/src/platform/workflows.ts). */
export const stateMachineArn = (workflow: string) =>
  `arn:${LOCAL_PARTITION}:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:stateMachine:${workflow}`;
/** A secret named by the configuration key that holds its ARN (`STRIPE_KEYS_SECRET_ARN`). */
export const secretArn = (configKey: string) =>
  `arn:${LOCAL_PARTITION}:secretsmanager:${LOCAL_REGION}:${LOCAL_ACCOUNT}:secret:${configKey}`;
export const userPoolArn = (poolId: string) =>
  `arn:${LOCAL_PARTITION}:cognito-idp:${LOCAL_REGION}:${LOCAL_ACCOUNT}:userpool/${poolId}`;
export const sesIdentityArn = (identity: string) =>
  `arn:${LOCAL_PARTITION}:ses:${LOCAL_REGION}:${LOCAL_ACCOUNT}:identity/${identity}`;

/** `STATE_MACHINE_ARN_ORDER_RECIPIENTS` → `order-recipients` (workflow-names.ts the other way). */
export const workflowOfEnvName = (envName: string) =>
  envName
    .replace(/^STATE_MACHINE_ARN_/, '')
    .toLowerCase()
    .replace(/_/g, '-');

/**
 * Canonical names of what a request names, from the configuration the code runs with now: the table and
 * buckets it is configured with are the stack's; any other name stays itself (and no policy names it).
 */
export interface RequestNames {
  table(name: string): string;
  bucket(name: string): string;
  userPool(id: string): string;
  /** The configuration key whose value is this secret's ARN or name, if any. */
  secretKey(secretId: string): string | undefined;
}

export function requestNames(env: Record<string, string | undefined> = process.env): RequestNames {
  const configured = (key: string, fallback: string) => env[key] || fallback;
  return {
    table: (name) =>
      name === configured('TABLE_NAME', CONFIG_DEFAULTS.TABLE_NAME) ? CONFIG_DEFAULTS.TABLE_NAME : name,
    bucket: (name) => {
      const key = BUCKET_KEYS.find((bucketKey) => configured(bucketKey, CONFIG_DEFAULTS[bucketKey]) === name);
      return key ? CONFIG_DEFAULTS[key] : name;
    },
    userPool: (id) => (id === env.USER_POOL_ID ? CANONICAL_USER_POOL_ID : id),
    secretKey: (secretId) =>
      Object.keys(env).find((key) => key.endsWith('_ARN') && !!env[key] && env[key] === secretId),
  };
}
