/** The path decoded, or undefined when its percent-encoding is malformed (a 400, never a 500). */
export function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
