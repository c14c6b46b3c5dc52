import { questions, recipientsTexts } from '@msc/shared/messages';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#ui/button';

export interface SendToAllQuestionProps {
  previousPath: string;
  onYes: () => void;
  onNo: () => void;
  saving: boolean;
}

/** 'Would you like to send to all Policyholders?' Yes / No, and Previous back to step 1. */
export function SendToAllQuestion({ previousPath, onYes, onNo, saving }: SendToAllQuestionProps) {
  return (
    <section
      aria-labelledby="send-to-all"
      className="rounded-lg border border-slate-200 bg-white px-6 py-10 text-center shadow-sm"
    >
      <h2 id="send-to-all" className="text-xl font-semibold text-slate-900">
        {questions.sendToAllPolicyholders}
      </h2>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onYes} loading={saving} className="min-w-28">
          {recipientsTexts.yes}
        </Button>
        <Button variant="secondary" onClick={onNo} disabled={saving} className="min-w-28">
          {recipientsTexts.no}
        </Button>
      </div>
      <div className="mt-8 border-t border-slate-200 pt-4 text-left">
        <Link to={previousPath} className={buttonClasses('secondary')}>
          {recipientsTexts.previous}
        </Link>
      </div>
    </section>
  );
}
