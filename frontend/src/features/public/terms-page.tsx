import { termsTexts } from '@msc/shared/messages';
import { useDocumentTitle } from '#ui/page-title';

type Kind = 'prospecting' | 'listUpload';

/**
 * The terms and conditions pages (spec 2 §2; public, spec 2 §6). The spec gives no wording: each term
 * restates a rule the spec gives for prospecting or for list upload.
 */
function TermsPage({ kind }: { kind: Kind }) {
  const { title, terms } = termsTexts[kind];
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <ol className="mt-6 list-decimal space-y-3 pl-6 text-slate-800">
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
      <p className="mt-6 text-sm text-slate-600">{termsTexts.accepted}</p>
    </article>
  );
}

export const ProspectingTermsPage = () => <TermsPage kind="prospecting" />;
export const ListUploadTermsPage = () => <TermsPage kind="listUpload" />;
