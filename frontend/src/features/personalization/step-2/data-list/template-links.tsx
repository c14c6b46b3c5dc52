import { dataListTexts } from '@msc/shared/messages';
import { MAIL_LIST_TEMPLATES } from './mail-list-columns';

export const templateLinkClass =
  'font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** The mail-list templates to download, as items of the caller's list (spec 2 §2). */
export function TemplateLinkItems() {
  return (
    <>
      <li>
        <a className={templateLinkClass} href={MAIL_LIST_TEMPLATES.xlsx} download>
          {dataListTexts.xlsxTemplate}
        </a>
      </li>
      <li>
        <a className={templateLinkClass} href={MAIL_LIST_TEMPLATES.csv} download>
          {dataListTexts.csvTemplate}
        </a>
      </li>
    </>
  );
}
