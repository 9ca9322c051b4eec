export { default } from './RenderWhenNear';
export type { RenderWhenNearProps } from './RenderWhenNear';
