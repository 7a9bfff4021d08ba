export {
  LaunchPreparation,
  type LaunchPhase,
  type LaunchPreparationProps,
  type LaunchPreparationText,
} from './launch-preparation';
