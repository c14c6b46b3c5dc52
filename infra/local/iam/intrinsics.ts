import { CONFIG_DEFAULTS } from '@msc/functions/platform/config';
import {
  BUCKET_KEYS,
  bucketArn,
  CANONICAL_USER_POOL_ID,
  LOCAL_ACCOUNT,
  LOCAL_PARTITION,
  LOCAL_REGION,
  PSEUDO_PARAMETERS,
  secretArn,
  stateMachineArn,
  tableArn,
  userPoolArn,
  workflowOfEnvName,
} from './local-arns';

export interface TemplateResource {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
}
export type Resources = Record<string, TemplateResource>;

/** What a Ref and an `Fn::GetAtt …Arn` of one resource come to locally. */
export interface LocalResource {
  ref: string;
  arn: string;
}

/**
 * Which configuration key names each resource the functions are given: the template's Lambda
 * environments say it (`TABLE_NAME: {Ref: DataTable…}`), so no logical id is written here.
 */
export function configKeysByLogicalId(resources: Resources): Map<string, string> {
  const keys = new Map<string, string>();
  for (const resource of Object.values(resources)) {
    if (resource.Type !== 'AWS::Lambda::Function') continue;
    const variables = ((resource.Properties?.Environment as { Variables?: Record<string, unknown> })
      ?.Variables ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(variables)) {
      const target = referenced(value);
      if (target) keys.set(target, key);
    }
  }
  return keys;
}

/** The logical id a `Ref` or `Fn::GetAtt` names. */
export function referenced(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { Ref, 'Fn::GetAtt': getAtt } = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  return Ref ?? getAtt?.[0];
}

/**
 * The canonical local names (local-arns.ts) of the stack's resources, by logical id. `moreKeys`: the
 * configuration keys its nested stacks' functions give its resources (through their parameters); the
 * stack's own functions say it first.
 */
export function localResources(
  resources: Resources,
  moreKeys: ReadonlyMap<string, string> = new Map(),
): Map<string, LocalResource> {
  const keys = new Map([...moreKeys, ...configKeysByLogicalId(resources)]);
  const local = new Map<string, LocalResource>();
  for (const [id, resource] of Object.entries(resources)) {
    const key = keys.get(id);
    local.set(id, localResource(id, resource.Type, key));
  }
  return local;
}

function localResource(id: string, type: string, key: string | undefined): LocalResource {
  switch (type) {
    case 'AWS::DynamoDB::Table': {
      const name = key === 'TABLE_NAME' ? CONFIG_DEFAULTS.TABLE_NAME : id;
      return { ref: name, arn: tableArn(name) };
    }
    case 'AWS::S3::Bucket': {
      const bucketKey = BUCKET_KEYS.find((candidate) => candidate === key);
      const name = bucketKey ? CONFIG_DEFAULTS[bucketKey] : id.toLowerCase();
      return { ref: name, arn: bucketArn(name) };
    }
    case 'AWS::StepFunctions::StateMachine': {
      const arn = stateMachineArn(key ? workflowOfEnvName(key) : id);
      return { ref: arn, arn };
    }
    case 'AWS::SecretsManager::Secret': {
      const arn = secretArn(key ?? id);
      return { ref: arn, arn };
    }
    case 'AWS::Cognito::UserPool': {
      const poolId = key === 'USER_POOL_ID' ? CANONICAL_USER_POOL_ID : id;
      return { ref: poolId, arn: userPoolArn(poolId) };
    }
    default:
      // Nothing the functions' code calls: an ARN no request can name.
      return { ref: id, arn: `arn:${LOCAL_PARTITION}:local:${LOCAL_REGION}:${LOCAL_ACCOUNT}:${id}` };
  }
}

/**
 * A CloudFormation value with its intrinsics (Ref, Fn::GetAtt, Fn::Join, Fn::Sub, Fn::Select, Fn::Split,
 * pseudo parameters) worked out against the local resources.
 */
export function resolveValue(value: unknown, local: Map<string, LocalResource>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, local));
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  if (entries.length === 1) {
    const [[name, argument]] = entries as [[string, unknown]];
    switch (name) {
      case 'Ref':
        return refOf(argument as string, local);
      case 'Fn::GetAtt': {
        const [id, attribute] = argument as [string, string];
        return attributeOf(id, attribute, local);
      }
      case 'Fn::Join': {
        const [separator, parts] = argument as [string, unknown[]];
        return (resolveValue(parts, local) as unknown[]).join(separator);
      }
      case 'Fn::Sub':
        return substitute(argument as string | [string, Record<string, unknown>], local);
      case 'Fn::Select': {
        const [index, list] = argument as [number, unknown];
        return (resolveValue(list, local) as unknown[])[Number(index)];
      }
      case 'Fn::Split': {
        const [separator, text] = argument as [string, unknown];
        return String(resolveValue(text, local)).split(separator);
      }
    }
  }
  return Object.fromEntries(entries.map(([key, item]) => [key, resolveValue(item, local)]));
}

function refOf(id: string, local: Map<string, LocalResource>): string {
  const pseudo = PSEUDO_PARAMETERS[id];
  if (pseudo !== undefined) return pseudo;
  const resource = local.get(id);
  if (!resource) throw new Error(`Ref to ${id}: no such resource or parameter in the template`);
  return resource.ref;
}

function attributeOf(id: string, attribute: string, local: Map<string, LocalResource>): string {
  const resource = local.get(id);
  if (!resource) throw new Error(`Fn::GetAtt of ${id}: no such resource in the template`);
  return attribute === 'Arn' ? resource.arn : `${resource.ref}.${attribute}`;
}

function substitute(
  argument: string | [string, Record<string, unknown>],
  local: Map<string, LocalResource>,
): string {
  const [text, variables] = typeof argument === 'string' ? [argument, {}] : argument;
  return text.replace(/\$\{([^}!]+)\}/g, (_, name: string) => {
    if (name in variables) return String(resolveValue(variables[name], local));
    const [id, attribute] = name.split('.') as [string, string | undefined];
    return attribute ? attributeOf(id, attribute, local) : refOf(id, local);
  });
}
