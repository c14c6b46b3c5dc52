import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../local-config';

/** Issue 12: each capability bundle at most 400 KB minified, its cold import within 4x an empty module. */
export const LAMBDA_BUDGET = { bundleBytes: 400 * 1024, coldImportRatio: 4 };

export interface LambdaBundle {
  capability: string;
  bytes: number;
  /** Null when the bundle ships native modules built for the Lambda's platform (linux arm64, e.g. sharp). */
  coldImportMs: number | null;
  /** Cold import over an empty module's, in the same run. */
  ratio: number | null;
  withinBudget: boolean;
}

const IMPORT_RUNS = 5;

interface CfnResource {
  Type: string;
  Properties?: { Description?: string };
  Metadata: Record<string, string>;
}

/** Median wall time of importing `file` in a fresh Node process (what a Lambda cold start pays). */
/** The Lambda runtime provides the invoke store before any handler module loads; so does this probe. */
const RUNTIME_PREAMBLE = `globalThis.awslambda = {}; const { InvokeStore } = await import(${JSON.stringify(
  `file://${join(REPO_ROOT, 'node_modules/@aws/lambda-invoke-store/dist-es/invoke-store.js')}`,
)}); await InvokeStore.getInstanceAsync();`;

function coldImportMs(file: string): number {
  const script = `${RUNTIME_PREAMBLE} const t = performance.now(); await import(${JSON.stringify(`file://${file}`)}); process.stdout.write(String(performance.now() - t));`;
  const times: number[] = [];
  for (let run = 0; run < IMPORT_RUNS; run++) {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, APP_ENV: 'local', AWS_REGION: 'us-east-1' },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`importing ${file} failed: ${result.stderr}`);
    times.push(Number(result.stdout));
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

/**
 * Synthesizes the stack (bundling with the local esbuild, as `cdk deploy` would) and measures the bundle
 * CDK made for every capability Lambda: its size and its cold import against an empty module's. New
 * capabilities are measured as soon as the stack has them.
 */
export function measureLambdaBundles(): LambdaBundle[] {
  const out = mkdtempSync(join(tmpdir(), 'msc-synth-'));
  try {
    execFileSync('npx', ['cdk', 'synth', '--quiet', '--output', out], { cwd: REPO_ROOT, stdio: 'pipe' });
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as {
      artifacts: Record<string, { type: string; properties?: { templateFile?: string } }>;
    };
    const templates = Object.values(manifest.artifacts)
      .filter((artifact) => artifact.type === 'aws:cloudformation:stack' && artifact.properties?.templateFile)
      .map((artifact) => JSON.parse(readFileSync(join(out, artifact.properties!.templateFile!), 'utf8')));
    const empty = join(out, 'empty.mjs');
    writeFileSync(empty, 'export const handler = async () => ({});\n');
    const baseline = coldImportMs(empty);
    const bundles: LambdaBundle[] = [];
    for (const template of templates) {
      for (const resource of Object.values(template.Resources as Record<string, CfnResource>)) {
        const description = String(resource.Properties?.Description ?? '');
        if (resource.Type !== 'AWS::Lambda::Function' || !description.startsWith('Portal API: ')) continue;
        const assetDir = join(out, resource.Metadata['aws:asset:path'] ?? '');
        const file = join(assetDir, 'index.mjs');
        const bytes = statSync(file).size;
        // Modules installed beside the bundle are the Lambda platform's binaries: not loadable here.
        const ms = existsSync(join(assetDir, 'node_modules')) ? null : coldImportMs(file);
        const ratio = ms === null ? null : ms / baseline;
        bundles.push({
          capability: description.slice('Portal API: '.length),
          bytes,
          coldImportMs: ms === null ? null : Math.round(ms),
          ratio: ratio === null ? null : Number(ratio.toFixed(1)),
          withinBudget:
            bytes <= LAMBDA_BUDGET.bundleBytes && (ratio === null || ratio <= LAMBDA_BUDGET.coldImportRatio),
        });
      }
    }
    return bundles.sort((a, b) => a.capability.localeCompare(b.capability));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
