/**
 * PUTs a file to a presigned URL with upload progress (fetch reports none). The URL is signed for the
 * content type in `headers`, so those exact headers go with it. A refusal rejects with `failureMessage`.
 */
export function putFile(
  url: string,
  headers: Record<string, string>,
  file: File,
  onProgress: (fraction: number) => void,
  failureMessage: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(failureMessage));
    request.onerror = () => reject(new Error(failureMessage));
    request.send(file);
  });
}
