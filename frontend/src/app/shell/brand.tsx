import { Link } from 'react-router';
import { links } from '#lib/paths';
import { APP_NAME } from '#ui/page-title';

/** The portal's mark and name, linking home. */
export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to={links.home()}
      aria-label={`${APP_NAME} home`}
      className="flex shrink-0 items-center gap-2.5 rounded-md"
    >
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-md bg-blue-700 text-xs font-bold tracking-wide text-white"
      >
        MSC
      </span>
      <span
        aria-hidden="true"
        className={`hidden text-base font-semibold tracking-tight sm:inline ${inverted ? 'text-white' : 'text-slate-900'}`}
      >
        {APP_NAME}
      </span>
    </Link>
  );
}
