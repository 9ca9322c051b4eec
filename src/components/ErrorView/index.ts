export { default } from './ErrorView';
export { PageProblem } from './PageProblem';
