import { runSimulation, type Simulation } from '@cloud-copilot/iam-simulate';
import type { LocalCallCheck } from '@msc/functions/platform/client-middleware';
import type { AccessCheck } from './access-check';
import { decisionKey, type PolicyShape, policyShape } from './decision-key';
import { LOCAL_ACCOUNT, requestNames } from './local-arns';
import { describeCall } from './sdk-requests';
import type { FunctionRole, StackModel } from './stack-model-file';

type Decision = 'Allowed' | 'ExplicitlyDenied' | 'ImplicitlyDenied';

/** How the evaluation went so far: what `npm start` and the bench report. */
export interface IamStats {
  checks: number;
  simulations: number;
  simulationMs: number;
  denied: number;
}

/** The session a Lambda's calls are signed with in AWS: its role, assumed under the function's name. */
export const sessionArn = (role: FunctionRole) =>
  `arn:aws:sts::${LOCAL_ACCOUNT}:assumed-role/${role.roleId}/${role.functionId}`;

/**
 * AWS's refusal, as its SDKs raise it: S3's `AccessDenied` (403), every other service's
 * `AccessDeniedException` (400), with IAM's own wording of who, what, which resource and why.
 */
export function accessDenied(role: FunctionRole, check: AccessCheck, decision: Decision): Error {
  const s3 = check.action.startsWith('s3:');
  const why =
    decision === 'ExplicitlyDenied'
      ? 'with an explicit deny in an identity-based policy'
      : `because no identity-based policy allows the ${check.action} action`;
  const resource = s3 ? `"${check.resource}"` : check.resource;
  const error = new Error(
    `User: ${sessionArn(role)} is not authorized to perform: ${check.action} on resource: ${resource} ${why}`,
  );
  error.name = s3 ? 'AccessDenied' : 'AccessDeniedException';
  Object.assign(error, {
    Code: error.name,
    $fault: 'client',
    $metadata: { httpStatusCode: s3 ? 403 : 400, attempts: 1, totalRetryDelay: 0 },
  });
  return error;
}

/**
 * Evaluates each call a function makes against the identity policies its role has in the synthesized
 * stack, with IAM's semantics (iam-simulate: explicit deny wins, conditions, wildcards). A decision is kept
 * by (principal, action, resource, context), the resource and partition keys by the policy patterns they
 * match (decision-key.ts): the same calls repeat thousands of times, on ever new items.
 */
export function createIamEvaluator(model: StackModel) {
  const decisions = new Map<string, Promise<Decision>>();
  const stats: IamStats = { checks: 0, simulations: 0, simulationMs: 0, denied: 0 };

  async function simulate(principal: string, role: FunctionRole, check: AccessCheck, resource: string) {
    const started = performance.now();
    const simulation: Simulation = {
      identityPolicies: role.policies.map(({ name, document }) => ({ name, policy: document })),
      serviceControlPolicies: [],
      resourceControlPolicies: [],
      request: {
        principal: sessionArn(role),
        action: check.action,
        resource: { resource, accountId: LOCAL_ACCOUNT },
        contextVariables: check.context,
      },
    } as unknown as Simulation;
    const result = await runSimulation(simulation, {});
    stats.simulations++;
    stats.simulationMs += performance.now() - started;
    if (result.resultType === 'error') {
      // Never allowed by default: a request this file describes wrongly is a bug to see, not to pass.
      throw new Error(
        `Local IAM could not evaluate ${check.action} on ${resource} for ${principal}: ${JSON.stringify(result.errors)}`,
      );
    }
    return result.overallResult as Decision;
  }

  const shapes = new Map<string, PolicyShape>();
  function decide(principal: string, role: FunctionRole, check: AccessCheck, resource: string) {
    let shape = shapes.get(principal);
    if (!shape) {
      shape = policyShape(role);
      shapes.set(principal, shape);
    }
    const key = decisionKey(principal, check, resource, shape);
    let decision = decisions.get(key);
    if (!decision) {
      decision = simulate(principal, role, check, resource);
      decisions.set(key, decision);
      decision.catch(() => decisions.delete(key));
    }
    return decision;
  }

  async function authorize(principal: string, check: AccessCheck): Promise<void> {
    const role = model[principal];
    if (!role) throw new Error(`Local IAM: no function ${principal} in the synthesized stack`);
    stats.checks++;
    let decision = await decide(principal, role, check, check.resource);
    for (const alternative of check.alternatives ?? []) {
      if (decision !== 'ImplicitlyDenied') break;
      decision = await decide(principal, role, check, alternative);
    }
    if (decision !== 'Allowed') {
      stats.denied++;
      // `LOCAL_IAM_DEBUG=1`: the condition keys too, which AWS does not print.
      if (process.env.LOCAL_IAM_DEBUG)
        console.error(`Local IAM denied ${principal}: ${JSON.stringify(check)}`);
      throw accessDenied(role, check, decision);
    }
  }

  /** The middleware's check (functions/src/platform/client-middleware.ts). */
  const check: LocalCallCheck = async (call, principal) => {
    const names = requestNames(process.env);
    for (const access of describeCall(call.client, call.command, call.input, names)) {
      await authorize(principal, access);
    }
  };

  return { check, authorize, stats };
}
