export { configureAuth, restoreSession, signOutUser } from './amplify-auth';
export { connectApiClient } from './connect-api-client';
export { authPages } from './pages';
export { RequireAuth } from './require-auth';
