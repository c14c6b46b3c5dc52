/** The look of a Radix tab trigger: underlined when active, a visible focus ring. */
export const tabTriggerClasses =
  'border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-700 data-[state=active]:border-blue-700 data-[state=active]:text-blue-800';
