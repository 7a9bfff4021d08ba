export { Ventures, ventureStoriesLinkId, type VentureCard, type VenturesProps } from './ventures';
export { VENTURE_COLOURS, VENTURE_ICONS, VentureIcon, ventureColours, type IconDrawingShapes } from './venture-icons';
export { VenturePictureView, type VenturePicture } from './venture-picture';
export { VENTURES_TEXT, type VenturesText } from './ventures-text';
export type { VentureStatus } from './venture-status';
