export { default, useAfterMainImage, useStartedUp } from './BootStage';
export { holdNextStageUntil, startBootStages, whenStartedUp } from './bootStages';
