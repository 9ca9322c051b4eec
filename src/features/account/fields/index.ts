export * from './Fields';
export * from './serverErrors';
export * from './validators';
