import { Link } from 'react-router';
import { links } from '#lib/paths';
import { buttonClasses } from '#ui/button';
import { useDocumentTitle } from '#ui/page-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto max-w-xl py-8 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-2 text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link to={links.home()} className={`${buttonClasses()} mt-6`}>
        Go to Home
      </Link>
    </div>
  );
}
