/**
 * Runs dependency-cruiser with a config over some folders: `tsx infra/local/depcruise.ts <config> <path>…`.
 * Its command line refuses Node 20 (it declares ^22), which this repository still supports; the cruise itself
 * runs on 20, so this calls the command line's own entry, past the version gate, with the same options.
 */
const cliEntry = new URL('../cli/index.mjs', import.meta.resolve('dependency-cruiser'));
const { default: executeCli } = (await import(cliEntry.href)) as {
  default: (paths: string[], options: Record<string, unknown>) => Promise<number>;
};

const [config, ...paths] = process.argv.slice(2);
const outputType = process.env.DEPCRUISE_OUTPUT ?? 'err';
if (!config || paths.length === 0) throw new Error('usage: depcruise.ts <config> <path>…');
process.exitCode = await executeCli(paths, { config, outputType, outputTo: '-', metrics: false });
