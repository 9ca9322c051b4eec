export { default } from './SupplementStatements';
