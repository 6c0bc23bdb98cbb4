// Split by job into server/services/auth/ (issue 26). Only server/routes/accounts.test.ts still
// imports this path, and that file is being edited by someone else; this line goes once its
// import names ./auth/passwords.
export { hashPassword } from './auth/passwords';
