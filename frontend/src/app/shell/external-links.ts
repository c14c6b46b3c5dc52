/**
 * Sites outside the portal linked from the footer. The spec names them but not their addresses;
 * set the real ones here (one place).
 */
export const EXTERNAL_LINKS = {
  agentPortal: 'https://agents.example.com',
  termsOfUse: 'https://agents.example.com/terms-of-use',
  privacy: 'https://agents.example.com/privacy',
} as const;
