interface SpinnerProps {
  /** Tailwind size classes; defaults to 1rem. */
  className?: string;
}

/** A decorative spinning ring; pair it with visible or screen-reader text. */
export function Spinner({ className = 'size-4' }: SpinnerProps) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent ${className}`}
    />
  );
}
