import { notices } from '@msc/shared/messages';

/** The notice of a page (or part of one) that later work fills in. */
export function NotAvailable() {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="mx-auto mb-3 size-8 fill-none stroke-slate-400 stroke-[1.5]"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" strokeLinecap="round" />
      </svg>
      <p className="text-slate-700">{notices.pageNotAvailable}</p>
    </div>
  );
}
