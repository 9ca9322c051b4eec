export { default, useAfterMainImage, useBootStage, useStartedUp } from './BootStage';
export type { BootStageProps } from './BootStage';
export { holdNextStageUntil, startBootStages, whenMainImageShown, whenStartedUp } from './bootStages';
