// Response schemas of the first screens, in a module of their own: lib/user.ts and lib/home-data.ts
// load them (and zod) in parallel with the request instead of with the first chunk.
export { homeData, userInfo } from '@fairdraw/contract';
