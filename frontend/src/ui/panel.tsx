import type { ComponentPropsWithoutRef, ElementType } from 'react';

const PADDING = { none: '', sm: 'p-4', md: 'p-5', lg: 'p-6' } as const;

export interface PanelStyle {
  /** p-4, p-5 (the default) or p-6; none for a table or a list that pads its own rows. */
  padding?: keyof typeof PADDING;
  /** A shadow under the panel (the default); flat panels sit inside a page section. */
  raised?: boolean;
}

/** The white bordered box of the portal's sections and cards. */
export function panelClasses({ padding = 'md', raised = true }: PanelStyle = {}, extra = ''): string {
  return ['rounded-lg border border-slate-200 bg-white', PADDING[padding], raised ? 'shadow-sm' : '', extra]
    .filter(Boolean)
    .join(' ');
}

type PanelProps<E extends ElementType> = PanelStyle & { as?: E } & Omit<ComponentPropsWithoutRef<E>, 'as'>;

/** A section (or the element `as` names) in the panel box; className adds to the box's classes. */
export function Panel<E extends ElementType = 'section'>({
  as,
  padding,
  raised,
  className,
  ...props
}: PanelProps<E>) {
  const Tag: ElementType = as ?? 'section';
  return <Tag className={panelClasses({ padding, raised }, className)} {...props} />;
}
