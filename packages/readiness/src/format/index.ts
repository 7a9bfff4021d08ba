export { formatJson } from './json';
export { formatText, PLAIN_STYLE, type TextOptions, type TextStyle } from './text';
export { formatMarkdown } from './markdown';
export { formatGithub } from './github';
export { formatJunit } from './junit';
export { formatSarif, type SarifOptions } from './sarif';
export { originLabel, scoreLine, PHASES, type LocationOptions } from './shared';
