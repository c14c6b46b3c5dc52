/**
 * POSTs a file to storage as a form, with upload progress (fetch reports none): the signed `fields` first
 * (the key, the content type and the policy that limits type and size), the file last, as S3 requires.
 * A refusal (another type, a file over the limit) rejects with `failureMessage`.
 */
export function postFile(
  url: string,
  fields: Record<string, string>,
  file: File,
  onProgress: (fraction: number) => void,
  failureMessage: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(failureMessage));
    request.onerror = () => reject(new Error(failureMessage));
    request.send(form);
  });
}
