export * from './capabilities';
export * from './extensions';
export * from './stripFields';
