import { errors } from '@msc/shared/messages';
import { Link } from 'react-router';
import { ApiRequestError } from '#lib/api-client';
import { links } from '#lib/paths';
import { Button, buttonClasses } from '#ui/button';
import { useDocumentTitle } from '#ui/page-title';
import { ChunkLoadError } from './lazy-page';

/** What a route's error boundary shows (route-error-boundary.tsx): says what happened and offers a way on, never a blank page. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const chunkFailed = error instanceof ChunkLoadError;
  // A page that throws its API's 404 (a foreign or unknown id) is a page not found too.
  const notFound = error instanceof ApiRequestError && error.status === 404;
  const title = notFound
    ? 'Page not found'
    : chunkFailed
      ? 'This page could not be loaded'
      : 'Something went wrong';
  const message = notFound
    ? 'The page you are looking for does not exist.'
    : chunkFailed
      ? errors.chunkLoadFailed
      : errors.somethingWentWrong;
  useDocumentTitle(title);

  return (
    <div
      role="alert"
      className="mx-auto my-12 max-w-xl rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <div className="mt-6 flex justify-center gap-3">
        {!notFound && <Button onClick={() => window.location.reload()}>Reload page</Button>}
        <Link to={links.home()} className={buttonClasses('secondary')}>
          Go to Home
        </Link>
      </div>
    </div>
  );
}
