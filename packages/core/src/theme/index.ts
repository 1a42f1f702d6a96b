export * from './login-location';
export * from './manifest';
export * from './tokens';
