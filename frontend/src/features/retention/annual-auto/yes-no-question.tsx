import { recipientsTexts } from '@msc/shared/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#ui/button';

/** A question of the annual-auto sub-code pages: Yes and No lead on, Previous back (keyboard: links). */
export function YesNoQuestion({
  question,
  hint,
  yes,
  no,
  previous,
}: {
  question: string;
  hint?: ReactNode;
  yes: string;
  no: string;
  previous?: string;
}) {
  return (
    <section
      aria-labelledby="annual-auto-question"
      className="max-w-2xl rounded-lg border border-slate-200 bg-white px-6 py-8 shadow-sm"
    >
      <h2 id="annual-auto-question" className="text-xl font-semibold text-slate-900">
        {question}
      </h2>
      {hint && <p className="mt-2 text-sm text-slate-600">{hint}</p>}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={yes} className={`${buttonClasses('primary')} min-w-28`}>
          {recipientsTexts.yes}
        </Link>
        <Link to={no} className={`${buttonClasses('secondary')} min-w-28`}>
          {recipientsTexts.no}
        </Link>
      </div>
      {previous && (
        <div className="mt-8 border-t border-slate-200 pt-4">
          <Link to={previous} className={buttonClasses('secondary')}>
            {recipientsTexts.previous}
          </Link>
        </div>
      )}
    </section>
  );
}
