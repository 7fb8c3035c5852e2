/** What other features use of this feature; the route table imports its pages directly (lazily). */
export { EmailVerificationNotice } from './EmailVerificationNotice';
export { SignOutEverywhere } from './SignOutEverywhere';
export { completeSignIn, fieldErrorsOf } from './authApi';
