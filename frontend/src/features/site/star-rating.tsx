import { STAR_RATING_MAX, STAR_RATING_MIN } from '@msc/shared/rules/constants';
import { type Ref, useId } from 'react';

interface StarRatingProps {
  legend: string;
  /** Receives the first star's input, so a form can focus the rating when it is missing. */
  ref?: Ref<HTMLInputElement>;
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string;
}

const STARS = Array.from(
  { length: STAR_RATING_MAX - STAR_RATING_MIN + 1 },
  (_, index) => STAR_RATING_MIN + index,
);

/** A 1-to-5 star rating made of native radio buttons (arrow keys move between stars). */
export function StarRating({ legend, ref, value, onChange, onBlur, error }: StarRatingProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 flex gap-1">
        {STARS.map((star) => {
          const filled = value !== undefined && star <= value;
          return (
            <label
              key={star}
              className="group cursor-pointer rounded-md p-1 has-focus-visible:outline-2 has-focus-visible:outline-blue-700"
            >
              <input
                ref={star === STAR_RATING_MIN ? ref : undefined}
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className={`size-8 transition-colors ${
                  filled
                    ? 'fill-amber-400 stroke-amber-500'
                    : 'fill-transparent stroke-slate-400 group-hover:stroke-amber-500'
                } stroke-[1.5]`}
              >
                <path
                  strokeLinejoin="round"
                  d="m12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7L12 3Z"
                />
              </svg>
              <span className="sr-only">
                {star} {star === 1 ? 'star' : 'stars'}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
