import { personalizationTexts as texts } from '@msc/shared/messages';
import type { Approvals } from '@msc/shared/rules/personalization-steps';

const NAMES = ['pdfFinalApproval', 'acceptTermsAndConditions', 'willNotUseMassachusetts'] as const;

/** The three approvals of step 1; all must be ticked before Next (spec 2 §5). */
export function ApprovalsFieldset({
  approvals,
  onChange,
  disabled,
}: {
  approvals: Approvals;
  onChange: (approvals: Approvals) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-4" disabled={disabled}>
      <legend className="px-1 font-semibold text-slate-900">{texts.approvalsTitle}</legend>
      {disabled && <p className="text-sm text-slate-600">{texts.previewFirst}</p>}
      {NAMES.map((name) => (
        <label key={name} className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-blue-700"
            checked={approvals[name]}
            onChange={(event) => onChange({ ...approvals, [name]: event.target.checked })}
          />
          {texts.approvals[name]}
        </label>
      ))}
    </fieldset>
  );
}
