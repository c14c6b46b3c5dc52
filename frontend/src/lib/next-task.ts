/**
 * Resolves in a task of its own: what follows runs after the browser has had a turn (input, paint), so one
 * long task becomes two shorter ones. A message to a channel of its own, as React's scheduler yields: no
 * timer clamping, and no fake clock (a test's, Playwright's) holds it back.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
