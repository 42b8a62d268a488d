/**
 * The seed's demo account uses the same hashing as sign-ups; it lives in src/server/auth.
 */
export { hashPassword, verifyPassword } from '../auth/password.js';
