import { prepareMailListTexts as texts } from '@msc/shared/messages';
import { MAIL_LIST_TEMPLATE_COLUMNS } from '@msc/shared/model/mail-list';
import { Button } from '#ui/button';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { ScrollRegion } from '#ui/scroll-region';
import { TemplateLinkItems } from '../step-2/data-list/template-links';

/** One example row under the template's columns (names in separate fields, spec 2 §5). */
const EXAMPLE = [
  'Jane',
  'Smith',
  '123 Main St',
  'Apt 4',
  'Springfield',
  'IL',
  '62701',
  '217-555-0100',
  'jane@example.com',
];

/**
 * /personalization/prepare-mail-list (spec 2 §2): how to prepare a mail list, a guide per file format (xlsx,
 * xls, csv), the templates, print for reference, and FAQs.
 */
export default function PrepareMailListPage() {
  const formats = [
    [texts.xlsxHeading, texts.xlsx],
    [texts.xlsHeading, texts.xls],
    [texts.csvHeading, texts.csv],
  ] as const;
  return (
    <div className="space-y-6">
      <PageTitle
        title={texts.title}
        actions={
          <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
            {texts.print}
          </Button>
        }
      />
      <p className="max-w-3xl text-slate-700">{texts.intro}</p>

      <section aria-labelledby="columns-heading" className="space-y-2">
        <h2 id="columns-heading" className="text-lg font-semibold text-slate-900">
          {texts.columnsHeading}
        </h2>
        <p className="text-sm text-slate-700">{texts.columnsNote}</p>
        <ScrollRegion
          label={texts.exampleHeading}
          className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
        >
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{texts.exampleHeading}</caption>
            <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr>
                {MAIL_LIST_TEMPLATE_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="whitespace-nowrap px-3 py-2">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {EXAMPLE.map((value, index) => (
                  <td
                    key={MAIL_LIST_TEMPLATE_COLUMNS[index]}
                    className="whitespace-nowrap px-3 py-2 text-slate-800"
                  >
                    {value}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm print:hidden">
          <TemplateLinkItems />
        </ul>
      </section>

      <section aria-labelledby="formats-heading" className="space-y-3">
        <h2 id="formats-heading" className="text-lg font-semibold text-slate-900">
          {texts.formatsHeading}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {formats.map(([heading, guide]) => (
            <Panel key={heading} as="article" padding="sm" raised={false}>
              <h3 className="font-semibold text-slate-900">{heading}</h3>
              <p className="mt-1 text-sm text-slate-700">{guide}</p>
            </Panel>
          ))}
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="space-y-3">
        <h2 id="faq-heading" className="text-lg font-semibold text-slate-900">
          {texts.faqHeading}
        </h2>
        <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {texts.faqs.map((faq) => (
            <details key={faq.question} className="group p-4" open>
              <summary className="cursor-pointer font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700">
                {faq.question}
              </summary>
              <p className="mt-2 text-sm text-slate-700">{faq.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
