import { personalizationTexts as texts } from '@msc/shared/messages';
import { Link } from 'react-router';
import { buttonClasses } from '#ui/button';

/** A fact of the review: its label, value and, where the step can be changed, the Edit link to it. */
export type ReviewFact = [label: string, value: string, editTo?: string];

/** The review's facts (item, item id, counts, dates) with Edit back to the step that set each. */
export function ReviewFacts({ facts }: { facts: readonly ReviewFact[] }) {
  return (
    <dl className="grid max-w-3xl gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr_auto]">
      {facts.map(([label, value, editTo]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
          <dd>
            {editTo ? (
              <Link
                to={editTo}
                className={buttonClasses('ghost', 'sm')}
                aria-label={`${texts.edit} ${label}`}
              >
                {texts.edit}
              </Link>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
