import { Duration, Lazy, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

/** The spec's routes: the hosted UI returns to /sso-redirect (blank page), sign-out lands on /sign-in. */
export const SIGN_IN_CALLBACK_PATH = '/sso-redirect';
export const SIGN_OUT_LANDING_PATH = '/sign-in';

/** What the SPA gives Amplify as `redirectSignIn` / `redirectSignOut` on an origin. */
export const redirectUrls = (origin: string) => ({
  signIn: `${origin}${SIGN_IN_CALLBACK_PATH}`,
  signOut: `${origin}${SIGN_OUT_LANDING_PATH}`,
});

export interface AuthProps {
  protect: boolean;
  hostedUiDomainPrefix: string;
  /** When set, sign-in federates to this SAML IdP (corporate SSO) next to Cognito's own users. */
  saml?: { metadataUrl: string; providerName: string };
}

/**
 * The Cognito user pool, the SPA's app client and the hosted UI. The SPA signs in with the authorization
 * code grant (Cognito enforces PKCE when the client sends a code challenge; Amplify always does); no
 * client secret, no USER_PASSWORD_AUTH in AWS. OAuth redirect URLs are added with `addRedirectOrigin`,
 * so they can be the CloudFront domain, known only at deploy time.
 */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  readonly domain: cognito.UserPoolDomain;
  /** `<prefix>.auth.<region>.amazoncognito.com`: the OAuth domain Amplify is configured with. */
  readonly hostedUiDomain: string;
  private readonly callbackUrls: string[] = [];
  private readonly logoutUrls: string[] = [];

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      autoVerify: { email: true },
      selfSignUpEnabled: false,
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      standardAttributes: { email: { required: true, mutable: true } },
      // A changed email stays unverified until confirmed; the portal knows users by `sub` anyway.
      keepOriginal: { email: true },
      passwordPolicy: {
        minLength: 14,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      // Pool users are staff and test accounts (agents come through the corporate IdP, which does its own
      // MFA): every one of them, and so every staff member who can impersonate, needs a TOTP second factor.
      mfa: cognito.Mfa.REQUIRED,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: cognito.FeaturePlan.PLUS,
      standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: props.protect,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const providers = [cognito.UserPoolClientIdentityProvider.COGNITO];
    let samlProvider: cognito.UserPoolIdentityProviderSaml | undefined;
    if (props.saml) {
      samlProvider = new cognito.UserPoolIdentityProviderSaml(this, 'Saml', {
        userPool: this.userPool,
        name: props.saml.providerName,
        metadata: cognito.UserPoolIdentityProviderSamlMetadata.url(props.saml.metadataUrl),
        attributeMapping: {
          email: cognito.ProviderAttribute.other(
            'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
          ),
          givenName: cognito.ProviderAttribute.other(
            'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
          ),
          familyName: cognito.ProviderAttribute.other(
            'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
          ),
        },
      });
      providers.push(cognito.UserPoolClientIdentityProvider.custom(samlProvider.providerName));
    }

    this.client = this.userPool.addClient('SpaClient', {
      generateSecret: false,
      // Only ALLOW_REFRESH_TOKEN_AUTH: sign-in goes through the hosted UI (code grant), never SRP/password.
      authFlows: { userPassword: false, userSrp: false, custom: false, adminUserPassword: false },
      oAuth: {
        flows: { authorizationCodeGrant: true, implicitCodeGrant: false },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
        callbackUrls: Lazy.list({ produce: () => this.callbackUrls }),
        logoutUrls: Lazy.list({ produce: () => this.logoutUrls }),
      },
      supportedIdentityProviders: providers,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // A working day at most; Cognito's default is 30 days.
      refreshTokenValidity: Duration.hours(12),
      accessTokenValidity: Duration.minutes(30),
      idTokenValidity: Duration.minutes(30),
      // The SPA may change names, never the email the account was verified with.
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({
        givenName: true,
        familyName: true,
      }),
    });
    if (samlProvider) this.client.node.addDependency(samlProvider);

    this.domain = this.userPool.addDomain('HostedUi', {
      cognitoDomain: { domainPrefix: props.hostedUiDomainPrefix },
    });
    this.hostedUiDomain = `${this.domain.domainName}.auth.${Stack.of(this).region}.amazoncognito.com`;
  }

  /** Allows the SPA on this origin as the OAuth sign-in and sign-out redirect. */
  addRedirectOrigin(origin: string): void {
    const urls = redirectUrls(origin);
    this.addRedirectUrls([urls.signIn], [urls.signOut]);
  }

  addRedirectUrls(callbackUrls: string[], logoutUrls: string[] = []): void {
    for (const url of callbackUrls) if (!this.callbackUrls.includes(url)) this.callbackUrls.push(url);
    for (const url of logoutUrls) if (!this.logoutUrls.includes(url)) this.logoutUrls.push(url);
  }

  /** The JWT issuer of the pool's tokens. */
  get issuer(): string {
    return this.userPool.userPoolProviderUrl;
  }
}
