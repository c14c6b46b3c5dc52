import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The local cloud writes emails under its data dir (infra/local/local-cloud.ts). */
const OUTBOX = join(resolve(REPO_ROOT, process.env.E2E_DATA_DIR ?? '.local/e2e'), 'outbox');

/** Every e-mail the local outbox holds for `address`, oldest first: its subject and its file's text. */
export async function mailsTo(address: string): Promise<{ subject: string; eml: string }[]> {
  const sent = (await readFile(join(OUTBOX, 'index.jsonl'), 'utf8').catch(() => ''))
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; subject: string; file: string });
  return Promise.all(
    sent
      .filter((entry) => entry.to === address)
      .map(async (entry) => ({
        subject: entry.subject,
        eml: await readFile(join(OUTBOX, entry.file), 'utf8'),
      })),
  );
}

/** The newest opt-out confirmation mailed to `address`: its subject and the signed link its text carries. */
export async function optOutConfirmation(address: string): Promise<{ subject: string; link: URL }> {
  const message = (await mailsTo(address)).at(-1);
  if (!message) throw new Error(`no email to ${address} in the outbox`);
  const { eml } = message;
  const link = /https?:\/\/\S+\/optout\?[^\s"<]+/.exec(eml)?.[0];
  if (!link) throw new Error(`the email to ${address} carries no opt-out link`);
  return { subject: message.subject, link: new URL(link) };
}
