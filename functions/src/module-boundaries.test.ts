import { describe, expect, it } from 'vitest';
import { productionSources, type SourceFile } from './test/source-files';

/**
 * Capabilities use each other only through a declared entry, `<capability>/index.ts` or `admin.ts` (the cart reads
 * products through `#catalog/index`); `platform/` and `data/` sit below every capability and never
 * import one. Anything under them may be imported directly.
 */
const BELOW_CAPABILITIES = new Set(['platform', 'data']);

/**
 * A capability's declared entries: `index.ts`, `admin.ts` where the Admin Center writes its records
 * (kept apart so the Lambdas that only read them never bundle, nor get grants for, those writes), and
 * `jobs.ts`, what the scheduled jobs' registry runs of it (kept apart likewise).
 */
const ENTRIES = new Set(['index', 'admin', 'jobs']);

const IMPORT_PATH =
  /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The folder of `functions/src` and the path inside it that an import names, for `#…` and `../…` paths. */
function target(fromPath: string, specifier: string): { folder: string; rest: string } | undefined {
  let path: string;
  if (specifier.startsWith('#')) path = specifier.slice(1);
  else if (specifier.startsWith('.')) {
    const parts = fromPath.split('/').slice(0, -1);
    for (const part of specifier.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    path = parts.join('/');
  } else return undefined;
  const [folder, ...rest] = path.split('/');
  return rest.length > 0 && folder ? { folder, rest: rest.join('/') } : undefined;
}

function boundaryViolations(files: readonly SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const [ownFolder] = file.path.split('/');
    if (!file.path.includes('/') || !ownFolder) continue;
    for (const match of file.text.matchAll(IMPORT_PATH)) {
      const specifier = match[1] ?? match[2] ?? '';
      const to = target(file.path, specifier);
      if (!to || to.folder === ownFolder) continue;
      const intoCapability = !BELOW_CAPABILITIES.has(to.folder);
      if (intoCapability && BELOW_CAPABILITIES.has(ownFolder)) found.push(`${file.path} → ${specifier}`);
      else if (intoCapability && !ENTRIES.has(to.rest)) found.push(`${file.path} → ${specifier}`);
    }
  }
  return found;
}

describe('module boundaries', () => {
  it('capabilities reach each other only through index.ts; platform and data import no capability', () => {
    expect(boundaryViolations(productionSources())).toEqual([]);
  });

  it.each([
    ['cart/service.ts', "import { productById } from '#catalog/catalog-store';"],
    ['cart/service.ts', "import { toProductSummary } from '../catalog/to-product';"],
    ['session/service.ts', "export { cartItemCount } from '#cart/service';"],
    ['platform/authenticate.ts', "import { agencyForUser } from '#agency/index';"],
    ['data/db.ts', "const { catalogue } = await import('../catalog/catalogue');"],
  ])('refuses %s: %s', (path, text) => {
    expect(boundaryViolations([{ path, text }])).toHaveLength(1);
  });

  it.each([
    ['cart/service.ts', "import { productById } from '#catalog/index';"],
    ['cart/service.ts', "import { loadCartRecords } from './cart-store';"],
    ['cart/service.ts', "import { notFound } from '#platform/http-error';"],
    ['agency/access.ts', "import { getMembership } from '#platform/identity-store';"],
    ['catalog/catalog-store.ts', "import type { ProductEntity } from '#data/entities/product';"],
    ['capabilities.ts', "import('./session/handler')"],
    ['admin/products.ts', "import { createProduct } from '#catalog/admin';"],
  ])('allows %s: %s', (path, text) => {
    expect(boundaryViolations([{ path, text }])).toEqual([]);
  });
});
