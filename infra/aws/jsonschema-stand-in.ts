/**
 * What the Lambda bundles get instead of `jsonschema` (see LAMBDA_ESBUILD_OPTIONS): ElectroDB, its only
 * user, validates each entity's model against a JSON schema when the entity is made, and uses the same
 * check to tell a model (a plain object) from an Entity instance when a Service is made. This keeps the
 * second answer and skips the first: our models are fixed at build time and every test run validates them
 * with the real library (functions/src/data/entities.test.ts).
 */
interface ValidationResult {
  errors: { property: string; message: string; argument?: unknown }[];
}

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

export class Validator {
  /** ElectroDB registers its custom formats here when it loads. */
  declare customFormats: Record<string, (input: unknown) => boolean>;

  addSchema(): void {}

  validate(instance: unknown): ValidationResult {
    return isPlainObject(instance)
      ? { errors: [] }
      : { errors: [{ property: 'instance', message: 'is not a model' }] };
  }
}
Validator.prototype.customFormats = {};
