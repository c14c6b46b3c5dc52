import { prospectingTexts } from '@msc/shared/messages';
import { Link } from 'react-router';
import { buttonClasses } from '#ui/button';

export type ProspectListType = 'purchase' | 'own';

const CHOICES: ReadonlyArray<{ value: ProspectListType; title: string; hint: string }> = [
  { value: 'purchase', title: prospectingTexts.purchaseList, hint: prospectingTexts.purchaseListHint },
  { value: 'own', title: prospectingTexts.ownList, hint: prospectingTexts.ownListHint },
];

/** Prospecting step 2's first question: purchase a list of prospects, or select your list (spec 2 §2). */
export function ListTypeChoice({
  previousPath,
  onChoose,
}: {
  previousPath: string;
  onChoose: (listType: ProspectListType) => void;
}) {
  return (
    <section
      aria-labelledby="prospect-list-type"
      className="rounded-lg border border-slate-200 bg-white px-6 py-8 shadow-sm"
    >
      <h2 id="prospect-list-type" className="text-center text-xl font-semibold text-slate-900">
        {prospectingTexts.listTypeQuestion}
      </h2>
      <div className="mx-auto mt-6 grid max-w-3xl gap-4 sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <button
            key={choice.value}
            type="button"
            onClick={() => onChoose(choice.value)}
            className="rounded-lg border border-slate-300 p-5 text-left transition hover:border-blue-600 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            <span className="block font-semibold text-blue-800">{choice.title}</span>
            <span className="mt-1 block text-sm text-slate-600">{choice.hint}</span>
          </button>
        ))}
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">{prospectingTexts.phoneCharges}</p>
      <div className="mt-8 border-t border-slate-200 pt-4">
        <Link to={previousPath} className={buttonClasses('secondary')}>
          {prospectingTexts.previous}
        </Link>
      </div>
    </section>
  );
}
