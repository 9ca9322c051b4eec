export { default } from './FoodInformation';
