import { pageLabels } from '@msc/shared/messages';
import type { Stepper } from '@msc/shared/rules/stepper';

/** The step bar of the personalization flow: done steps ticked, the current one announced as the step. */
export function FlowStepper({ stepper, current }: { stepper: Stepper; current: number }) {
  return (
    <nav aria-label={pageLabels.orderSteps} className="mb-6">
      <ol className="flex flex-wrap gap-2 text-sm">
        {stepper.steps.map((label, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={label}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex items-center gap-2 rounded-full border px-3 py-1.5 ${
                state === 'current'
                  ? 'border-blue-700 bg-blue-700 font-semibold text-white'
                  : state === 'done'
                    ? 'border-blue-200 bg-blue-50 text-blue-900'
                    : 'border-slate-200 bg-white text-slate-600'
              }`}
            >
              <span
                aria-hidden="true"
                className={`flex size-5 items-center justify-center rounded-full text-xs ${
                  state === 'current' ? 'bg-white text-blue-800' : 'bg-slate-100 text-slate-700'
                }`}
              >
                {state === 'done' ? '✓' : index + 1}
              </span>
              {label}
              {state === 'done' && <span className="sr-only"> (done)</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
