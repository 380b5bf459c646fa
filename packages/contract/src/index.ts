export * from './codes';
export * from './endpoints';
export * from './envelope';
export * from './headers';
export * from './message-keys';
export { serverMessages } from './messages';
export * from './site';
export * from './user';
