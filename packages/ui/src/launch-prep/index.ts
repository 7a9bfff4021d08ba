export { LaunchPreparation, type LaunchPhase, type LaunchPreparationProps } from './launch-preparation';
