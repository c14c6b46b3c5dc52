import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * The synthesized policies as data, apart from the synthesis (stack-model.ts): a test worker's setup reads
 * them without loading the CDK and the portal stack, and so without loading the functions' platform (its
 * logger would be created before a test file could choose its level).
 */

/** An IAM policy document with every intrinsic resolved to local ARNs. */
export interface PolicyDocument {
  Version?: string;
  Statement: Record<string, unknown>[] | Record<string, unknown>;
}

/** One portal function as IAM sees it: its role and every identity policy attached to that role. */
export interface FunctionRole {
  /** The template's logical ids, for the messages AWS's refusals carry. */
  functionId: string;
  roleId: string;
  policies: { name: string; document: PolicyDocument }[];
}

/** Each portal function's role by its principal key (`capability:cart`, `workflow:x/Task`, `job:y`). */
export type StackModel = Record<string, FunctionRole>;

/** Where the synthesized policies are handed to other processes (test workers): `LOCAL_IAM_MODEL`. */
export const MODEL_FILE_ENV = 'LOCAL_IAM_MODEL';

/** Writes the model to a new temporary file and returns its path. */
export function writeStackModel(model: StackModel): string {
  const file = join(mkdtempSync(join(tmpdir(), 'msc-iam-')), 'policies.json');
  writeFileSync(file, JSON.stringify(model));
  return file;
}

export const readStackModel = (file: string): StackModel =>
  JSON.parse(readFileSync(file, 'utf8')) as StackModel;
