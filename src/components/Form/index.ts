// Shared form fields and form shell (informed): account, checkout and review forms.
export * from './Fields';
export * from './serverErrors';
export * from './validators';
