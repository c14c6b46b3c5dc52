/** The query values an order carries from page to page until its order state exists (spec 2 §2). */
export const CARRIED_KEYS = [
  'programType',
  'oppType',
  'statCode',
  'oppId',
  'productType',
  'isMultiChannel',
  'parentId',
  // The annual-auto sub-code pages' chosen sub codes (stat ids, comma-joined).
  'subCodes',
] as const;

export function carriedQuery(query: URLSearchParams): Record<string, string | undefined> {
  return Object.fromEntries(CARRIED_KEYS.map((key) => [key, query.get(key) ?? undefined]));
}
