import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readPortalContext } from './context';
import { PortalEdgeStack } from './edge-stack';
import { PortalStack } from './portal-stack';

/**
 * CDK entry (cdk.json). Environment-agnostic: the account and region come from the credentials at
 * deploy time, so `cdk synth` needs none. `-c stage=prod` deploys a second, independent copy.
 * `-c edgeStack=true` adds the web ACL's own stack in us-east-1, for a portal deployed in another region.
 */
const app = new App();
const settings = readPortalContext(app.node);
if (settings.edgeStack) {
  new PortalEdgeStack(app, `MscPortalEdge-${settings.stage}`, {
    webAclName: settings.operations.wafWebAclName,
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: 'us-east-1' },
    description: `Marketing Solutions Center portal edge (${settings.stage}): the CloudFront web ACL`,
    tags: { app: 'msc-portal', stage: settings.stage },
  });
}
new PortalStack(app, `MscPortal-${settings.stage}`, {
  settings,
  description: `Marketing Solutions Center portal (${settings.stage})`,
  tags: { app: 'msc-portal', stage: settings.stage },
});
// cdk-nag's AWS Solutions rules on every synth: a finding neither fixed nor accepted next to its construct
// (nag.ts) fails `npm run synth`.
Aspects.of(app).add(new AwsSolutionsChecks());
app.synth();
