import { resolve } from 'node:path';
import { CONFIG_DEFAULTS } from '@msc/functions/platform/config';
import * as z from 'zod';

/** Configuration of the local cloud (`npm start`); every value has a default, so no .env is needed. */
const LocalConfigSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  LOCAL_DATA_DIR: z.string().default('.local'),
  TABLE_NAME: z.string().min(1).default(CONFIG_DEFAULTS.TABLE_NAME),
  ASSETS_BUCKET: z.string().min(1).default(CONFIG_DEFAULTS.ASSETS_BUCKET),
  UPLOADS_BUCKET: z.string().min(1).default(CONFIG_DEFAULTS.UPLOADS_BUCKET),
  DOCUMENTS_BUCKET: z.string().min(1).default(CONFIG_DEFAULTS.DOCUMENTS_BUCKET),
});
export type LocalConfig = z.infer<typeof LocalConfigSchema>;

export function localConfig(env: NodeJS.ProcessEnv = process.env): LocalConfig {
  const parsed = LocalConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid local configuration: ${problems}`);
  }
  return parsed.data;
}

/** The repository root (this file lives in infra/local). */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');
