export { Ventures, type VentureCard, type VenturesProps } from './ventures';
export { VentureIcon, ventureColours } from './venture-icons';
export { VenturePictureView, type VenturePicture } from './venture-picture';
