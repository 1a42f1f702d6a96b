export { Pagination, paginationTexts } from './pagination';
export type { PaginationProps } from './pagination';
