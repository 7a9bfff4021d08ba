export { LAUNCH_PREPARATION_TEXT, LaunchPreparation, type LaunchPhase, type LaunchPreparationProps } from './launch-preparation';
