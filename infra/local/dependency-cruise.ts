import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

/**
 * `tsx infra/local/dependency-cruise.ts <config> <folder>...`: dependency-cruiser's check through its API.
 * Its command line refuses Node 20 (it follows Node's release cycle); the API itself runs here, so the
 * lint scripts call it this way, with the same config file the CLI would read, and the `err` report.
 */
async function main() {
  const [configFile, ...folders] = process.argv.slice(2);
  if (!configFile || folders.length === 0) {
    console.error('usage: tsx infra/local/dependency-cruise.ts <config> <folder>...');
    process.exit(2);
  }
  const options = await extractDepcruiseOptions(resolve(configFile));
  const report = await cruise(folders, { ...options, validate: true, outputType: 'err' });
  process.stdout.write(String(report.output));
  process.exit(report.exitCode);
}

await main();
