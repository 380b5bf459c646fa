// The login form's rules in a module of their own, so the first screen can load them (and zod) on submit.
export { loginSchema } from '@fairdraw/rules';
