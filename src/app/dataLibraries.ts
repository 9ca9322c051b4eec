// The data libraries start-up builds on (GraphQL's AST helpers, observables, the Apollo client and its
// cache), imported on their own by index.tsx so that their modules run in tasks of their own before
// start-up's (module evaluation of Apollo is one of the larger pieces of a first load). Exported so
// that the bundler keeps (and runs) them here.
export { visit } from 'graphql';
export { Observable } from 'rxjs';
