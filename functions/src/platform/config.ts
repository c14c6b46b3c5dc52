import { z } from 'zod';

/**
 * Lambda configuration. In AWS the stack sets APP_ENV=aws and the real names; locally every value
 * defaults to the emulators that `npm start` runs, so no .env is needed.
 */
const ConfigSchema = z
  .object({
    APP_ENV: z.enum(['local', 'aws']).default('local'),
    AWS_REGION: z.string().default('us-east-1'),
    TABLE_NAME: z.string().min(1).default('msc-portal'),
    DYNAMODB_ENDPOINT: z.url().optional(),
    S3_ENDPOINT: z.url().optional(),
    /** Step Functions API; locally the runner's endpoint (infra/local/workflows-runner/sfn-endpoint.ts). */
    SFN_ENDPOINT: z.url().optional(),
    ASSETS_BUCKET: z.string().min(1).default('msc-assets'),
    UPLOADS_BUCKET: z.string().min(1).default('msc-uploads'),
    DOCUMENTS_BUCKET: z.string().min(1).default('msc-documents'),
    IMPERSONATION_TTL_MINUTES: z.coerce.number().int().positive().default(60),
    LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
  })
  .transform((env) => ({
    ...env,
    DYNAMODB_ENDPOINT:
      env.DYNAMODB_ENDPOINT ?? (env.APP_ENV === 'local' ? 'http://127.0.0.1:8000' : undefined),
    S3_ENDPOINT: env.S3_ENDPOINT ?? (env.APP_ENV === 'local' ? 'http://127.0.0.1:4569' : undefined),
  }));
export type Config = z.infer<typeof ConfigSchema>;

let cached: Config | undefined;

export function config(): Config {
  if (cached) return cached;
  const parsed = ConfigSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid Lambda configuration: ${problems.join('; ')}`);
  }
  cached = parsed.data;
  return cached;
}

/** For tests that point the same process at other emulators. */
export function resetConfig(): void {
  cached = undefined;
}
