import { useLocalCallCheck } from '@msc/functions/platform/client-middleware';
import { createIamEvaluator, type IamStats } from './evaluator';
import { MODEL_FILE_ENV, readStackModel, type StackModel } from './stack-model-file';

/**
 * `LOCAL_IAM=off` turns the evaluation off, for debugging only: `npm start`, the integration tests and
 * the journeys evaluate every SDK call of a function against its synthesized policy unless told so.
 */
export const LOCAL_IAM_SWITCH = 'LOCAL_IAM';
export const localIamWanted = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env[LOCAL_IAM_SWITCH] !== 'off';

export interface LocalIam {
  stats: IamStats;
  /** Takes the check away again (a test that compares with and without). */
  stop(): void;
}

/** Every SDK call the portal's functions make in this process is evaluated against `model` from now on. */
export function enforceLocalIam(model: StackModel): LocalIam {
  const evaluator = createIamEvaluator(model);
  return { stats: evaluator.stats, stop: useLocalCallCheck(evaluator.check) };
}

/**
 * A process that did not synthesize the stack itself (a test worker): the policies written by whoever did
 * (LOCAL_IAM_MODEL). Nothing when the switch is off or no model was handed over.
 */
export function enforceLocalIamFromEnv(env: NodeJS.ProcessEnv = process.env): LocalIam | undefined {
  const file = env[MODEL_FILE_ENV];
  if (!localIamWanted(env) || !file) return undefined;
  return enforceLocalIam(readStackModel(file));
}
