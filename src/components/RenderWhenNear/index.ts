export { default, NEAR_VIEWPORT_MARGIN } from './RenderWhenNear';
export type { RenderWhenNearProps } from './RenderWhenNear';
