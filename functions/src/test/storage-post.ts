/**
 * Sends a file to storage as the browser does (lib/post-file.ts): a form with the signed fields, the file
 * last. For tests, the bench and the harness that stand in for the browser.
 */
export function postToStorage(
  url: string,
  fields: Record<string, string>,
  body: Buffer | string,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([body], { type: fields['Content-Type'] ?? 'application/octet-stream' }));
  return fetch(url, { method: 'POST', body: form });
}
