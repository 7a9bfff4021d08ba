export { ReadinessPanel, type ReadinessItemStatus, type ReadinessPanelProps, type ReadinessPanelReport } from './readiness-panel';
