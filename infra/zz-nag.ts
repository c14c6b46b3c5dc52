import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { PortalStack } from './aws/portal-stack';
import { testContext } from './test/helpers.ts';

const app = new App({
  context: testContext({
    stage: 'prod',
    webOrigin: 'https://portal.example.com',
    webCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    apiDomainName: 'api.portal.example.com',
    apiCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/def',
    alarmEmails: 'ops@example.com',
  }),
});
const stack = new PortalStack(app, 'MscPortal-test', {});
Aspects.of(app).add(new AwsSolutionsChecks());
const asm = app.synth();
const byRule = new Map<string, string[]>();
for (const s of asm.stacks)
  for (const [path, entries] of Object.entries(s.manifest.metadata ?? {}))
    for (const e of entries) {
      if (e.type !== 'aws:cdk:error' && e.type !== 'aws:cdk:warning') continue;
      const m = /^(AwsSolutions-\w+)/.exec(String(e.data));
      if (!m) continue;
      const list = byRule.get(m[1]!) ?? [];
      list.push(path.replace(/\/Resource$/, ''));
      byRule.set(m[1]!, list);
    }
for (const [rule, paths] of byRule)
  console.log(
    rule,
    paths.length,
    '\n   ',
    [...new Set(paths.map((p) => p.replace(/Capability-\w+/, 'Capability-*').replace(/Task\w+/, 'Task*')))]
      .slice(0, 12)
      .join('\n    '),
  );
