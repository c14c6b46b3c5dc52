import { linkTexts } from '@msc/shared/messages';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { buttonClasses } from '#ui/button';
import { useDocumentTitle } from '#ui/page-title';

const T = linkTexts.notFound;

interface WayBack {
  to: string;
  label: string;
}

/**
 * An address no page answers: says so and offers the way back the path implies (My Account for an unknown
 * account section, the cart for an unknown checkout section, else Home).
 */
export function NotFoundPage({ back = { to: links.home(), label: T.home } }: { back?: WayBack }) {
  useDocumentTitle(T.title);
  return (
    <div className="mx-auto max-w-xl py-8 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{T.title}</h1>
      <p className="mt-2 text-slate-700">{T.body}</p>
      <Link to={back.to} className={`${buttonClasses()} mt-6`}>
        {back.label}
      </Link>
    </div>
  );
}
