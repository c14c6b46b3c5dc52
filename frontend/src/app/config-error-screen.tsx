import { RuntimeConfigError } from '#lib/runtime-config';
import { APP_NAME } from '#ui/page-title';

/** Rendered instead of the app when /config.json is missing or incomplete. */
export function ConfigErrorScreen({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  const problems = error instanceof RuntimeConfigError ? error.problems : [];
  return (
    <main className="mx-auto mt-24 max-w-xl px-4">
      <div role="alert" className="rounded-lg border border-red-200 bg-white p-6 shadow-sm">
        <h1 className="text-lg font-semibold text-slate-900">{APP_NAME} cannot start</h1>
        <p className="mt-2 text-sm text-slate-700">{message}</p>
        {problems.length > 0 && (
          <ul className="mt-3 list-disc space-y-1 pl-5 font-mono text-sm text-red-800">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        <p className="mt-4 text-sm text-slate-600">
          Check the deployment's configuration, then reload the page.
        </p>
      </div>
    </main>
  );
}
