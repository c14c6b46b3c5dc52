import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A box that scrolls what is too wide or too tall for it (a table on a tablet, a long report). While it does
 * scroll it is a named region and a stop of the keyboard's tab order, so keyboard users can scroll it too
 * (WCAG 2.1.1); while everything fits it adds no stop.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  /** What the region holds, as a screen reader announces it (a table's caption). */
  label: string;
  className: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () =>
      setScrolls(
        element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      );
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <section
      ref={box}
      aria-label={scrolls ? label : undefined}
      // A scrolling box must be reachable by keyboard.
      tabIndex={scrolls ? 0 : undefined}
      className={`${className} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700`}
    >
      {children}
    </section>
  );
}
