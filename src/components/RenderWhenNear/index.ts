export { default } from './RenderWhenNear';
