/** The auth module's face: what the route list, the job list and other modules may use. */
export { linkOptions, type LinkOptions } from './account-links';
export {
  counterKey,
  counterStore,
  type CounterStore,
  type FailureCounter,
  type GrowingDelay,
  tooManyAttempts,
} from './attempt-limiter';
export { authRoutes } from './auth.routes';
export { assertAvailable, replaceSessions, signInOnFloor, USERNAME_TAKEN } from './auth.service';
export { requestEmailChange, verifiedEmailOf } from './email-verification.service';
export {
  approveOverride,
  type Approver,
  type ManagerOverride,
  type OverrideLimiter,
  overrideLimiterOf,
} from './manager-override';
export { workPlacesOf } from './session.service';
export { hashPassword, hashToken, newOpaqueToken, verifyPassword } from './tokens';
export { toUserData } from './user-data';
export { findUserById, setNotificationSettings, updateUser } from './users.repo';
