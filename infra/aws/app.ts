import { App } from 'aws-cdk-lib';
import { readPortalContext } from './context';
import { PortalStack } from './portal-stack';

/**
 * CDK entry (cdk.json). Environment-agnostic: the account and region come from the credentials at
 * deploy time, so `cdk synth` needs none. `-c stage=prod` deploys a second, independent copy.
 */
const app = new App();
const settings = readPortalContext(app.node);
new PortalStack(app, `MscPortal-${settings.stage}`, {
  settings,
  description: `Marketing Solutions Center portal (${settings.stage})`,
  tags: { app: 'msc-portal', stage: settings.stage },
});
app.synth();
