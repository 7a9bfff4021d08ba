export { Ventures, type VentureCard, type VenturesProps } from './ventures';
