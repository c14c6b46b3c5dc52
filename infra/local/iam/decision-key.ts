import type { AccessCheck } from './access-check';
import type { FunctionRole } from './stack-model-file';

/** The strings of a role's policies that a resource or a partition key is matched against. */
export interface PolicyShape {
  resources: string[];
  leadingKeys: string[];
}

const asList = (value: unknown): string[] =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(String);

/** Every Resource / NotResource pattern and every value a condition on `dynamodb:LeadingKeys` names. */
export function policyShape(role: FunctionRole): PolicyShape {
  const resources = new Set<string>();
  const leadingKeys = new Set<string>();
  for (const { document } of role.policies) {
    for (const statement of [document.Statement].flat()) {
      const { Resource, NotResource, Condition } = statement as Record<string, unknown>;
      for (const pattern of [...asList(Resource), ...asList(NotResource)]) resources.add(pattern);
      for (const operator of Object.values((Condition ?? {}) as Record<string, Record<string, unknown>>)) {
        for (const value of asList(operator['dynamodb:LeadingKeys'])) leadingKeys.add(value);
      }
    }
  }
  return { resources: [...resources], leadingKeys: [...leadingKeys] };
}

const compiled = new Map<string, RegExp>();
/** IAM's wildcards: `*` any run of characters, `?` one. */
function matches(pattern: string, value: string): boolean {
  let regex = compiled.get(pattern);
  if (!regex) {
    const source = pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.');
    regex = new RegExp(`^${source}$`);
    compiled.set(pattern, regex);
  }
  return regex.test(value);
}

/** Which of the patterns a value matches: two values matching the same ones get the same decision. */
const signature = (patterns: string[], value: string) =>
  patterns.filter((pattern) => pattern === value || matches(pattern, value)).join('\u0001');

/**
 * The key a decision is kept under. The policies use no variables, so a resource and a partition key
 * decide only through the patterns they match: an order's ten thousand recipient rows are one simulation,
 * not ten thousand. Every other condition key is kept as it is.
 */
export function decisionKey(
  principal: string,
  check: AccessCheck,
  resource: string,
  shape: PolicyShape,
): string {
  const leading = check.context['dynamodb:LeadingKeys'];
  const context = leading
    ? {
        ...check.context,
        'dynamodb:LeadingKeys': [
          ...new Set(asList(leading).map((key) => signature(shape.leadingKeys, key))),
        ].sort(),
      }
    : check.context;
  return JSON.stringify([principal, check.action, signature(shape.resources, resource), context]);
}
