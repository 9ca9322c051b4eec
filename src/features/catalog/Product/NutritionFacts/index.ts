export { default } from './NutritionFacts';
