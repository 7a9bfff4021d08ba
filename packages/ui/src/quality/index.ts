export { QualityAssurance, type QualityAssuranceProps, type QualityPillar } from './quality-assurance';
