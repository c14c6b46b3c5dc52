import type { ReactNode } from 'react';
import { PageTitle } from '#ui/page-title';

interface ProgrammePageProps {
  title: string;
  intro: string;
  /** The programme's actions and links, beside the introduction. */
  children: ReactNode;
}

/** The layout the retention programme pages share: the title, what the programme does, its links. */
export function ProgrammePage({ title, intro, children }: ProgrammePageProps) {
  return (
    <>
      <PageTitle title={title} />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <section className="rounded-lg border border-slate-200 bg-white p-6">
          <p className="text-slate-700">{intro}</p>
        </section>
        <aside className="space-y-3 rounded-lg border border-slate-200 bg-white p-6">{children}</aside>
      </div>
    </>
  );
}

export const programmeLinkClasses =
  'block text-sm font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
