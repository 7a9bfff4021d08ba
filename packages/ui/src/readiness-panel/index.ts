export {
  ReadinessPanel,
  type ReadinessItemStatus,
  type ReadinessPanelProps,
  type ReadinessPanelReport,
  type ReadinessPanelVitals,
} from './readiness-panel';
