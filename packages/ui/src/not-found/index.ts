export { NotFound, type NotFoundProps, type NotFoundText } from './not-found';
