export { NotFound, type NotFoundProps } from './not-found';
export { NOT_FOUND_TEXT, type NotFoundText } from './not-found-text';
