export { default, useAfterMainImage, useStartedUp } from './BootStage';
export type { BootStageProps } from './BootStage';
export { holdNextStageUntil, startBootStages, whenStartedUp } from './bootStages';
