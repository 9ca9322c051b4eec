export { default, useBootStage } from './BootStage';
export type { BootStageProps } from './BootStage';
export { startBootStages } from './bootStages';
