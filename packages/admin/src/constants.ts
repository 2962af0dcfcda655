/**
 * Admin paths, messages and limits: plain values with no zod, so the login screens can use
 * them without loading the schema library (contract.ts re-exports them).
 */
export const adminPaths = {
  googleLogin: '/api/admin/google-login',
  linkLogin: '/api/admin/link-login',
  passwordLogin: '/api/admin/login',
  signInLinks: '/api/admin/sign-in-links',
  resetPassword: '/api/admin/reset-password',
  resetConfirm: '/api/admin/reset-password/confirm',
  loginStats: '/api/admin/logins/stats',
  recentLogins: '/api/admin/logins/recent',
  logout: '/api/admin/logout',
  sessions: '/api/admin/sessions',
  admins: '/api/admin/admins',
} as const;

/** Every message a person can see, written once. */
export const adminMessages = {
  notAuthorized: 'Only Admins and Forefathers are authorized to login',
  loginOk: 'Login successful',
  googleUnverified: 'Google sign-in could not be verified.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  googleUnavailable: 'Google sign-in is unavailable right now. Please try again shortly.',
  linkInvalid: 'This sign-in link is invalid or has expired.',
  passwordOff: 'Password sign-in is not enabled on this server.',
  passwordWrong: 'Invalid email or password.',
  resetSent: 'If the details match an admin account, a confirmation link has been sent.',
  resetInvalid: 'This password reset link is invalid or has expired.',
  resetApplied: 'Your new password is now active.',
  resetMismatch: 'That is not the password that was asked for. Type the new password you chose when you asked for the reset.',
  signedOut: 'Signed out',
  sessionEnded: 'Session ended',
  sessionUnknown: 'No such session',
  adminRemoved: 'Admin removed',
  adminUnknown: 'No such admin',
  adminSelf: 'You cannot remove yourself. Ask another admin.',
  passwordRule: 'Use 8+ chars with a mix of letters & numbers.',
  resetTooMany: 'Too many reset requests for this email. Please try again later.',
  // Spec 8 (client side).
  googleFailed: 'Google login failed. Please try again.',
  oauthConfig: 'OAuth configuration error. Please contact the administrator.',
  googleWidget: 'Google login failed. Please check OAuth configuration.',
  resetFailed: '❌ Something went wrong. Please try again.',
  resetSuccess: '✅ Password reset successfully. Redirecting to login...',
  signInFailed: 'Sign-in failed. Please try again.',
} as const;

/** Sign-in links and reset links live this long (decisions.md 2). */
export const LINK_TTL_MINUTES = 15;
/** An admin seen this recently counts as active now. */
export const ACTIVE_WINDOW_MINUTES = 15;
export const RECENT_LOGINS_MAX = 200;
export const RECENT_LOGINS_DEFAULT = 50;
