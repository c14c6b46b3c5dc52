import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { WebAcl } from './web-acl';

export interface PortalEdgeStackProps extends StackProps {
  /** The web ACL's name (the portal stack's WAF alarm watches it by name). */
  webAclName: string;
}

/**
 * The portal's CloudFront web ACL on its own, pinned to us-east-1 (where CLOUDFRONT-scope ACLs live), for
 * a portal stack deployed in another region: deploy this one first, then the portal with
 * `-c webAclArn=<WebAclArn output>`. A portal stack in us-east-1 makes the same ACL itself.
 */
export class PortalEdgeStack extends Stack {
  readonly webAcl: WebAcl;

  constructor(scope: Construct, id: string, props: PortalEdgeStackProps) {
    super(scope, id, props);
    this.webAcl = new WebAcl(this, 'Edge', { name: props.webAclName });
    new CfnOutput(this, 'WebAclArn', {
      value: this.webAcl.arn,
      description: 'Give it to the portal stack as -c webAclArn=…',
    });
  }
}
