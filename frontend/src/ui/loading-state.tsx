import { loadingLabels } from '@msc/shared/messages';
import { Spinner } from './spinner';

interface LoadingStateProps {
  /** What is loading; the spec's "Performing a search for the data" unless told. */
  label?: string;
  className?: string;
}

/** A centred spinner with a status text that screen readers announce. */
export function LoadingState({ label = loadingLabels.any, className = 'py-12' }: LoadingStateProps) {
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-3 text-sm text-slate-600 ${className}`}
    >
      <Spinner className="size-5 text-blue-700" />
      <span>{label}</span>
    </div>
  );
}
