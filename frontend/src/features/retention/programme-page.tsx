import type { ReactNode } from 'react';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';

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
        <Panel padding="lg" raised={false}>
          <p className="text-slate-700">{intro}</p>
        </Panel>
        <Panel as="aside" padding="lg" raised={false} className="space-y-3">
          {children}
        </Panel>
      </div>
    </>
  );
}

export const programmeLinkClasses =
  'block text-sm font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
