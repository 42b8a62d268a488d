/** The page of a list a repository reads: clamped size and number, and the rows to skip. */
export interface PageRequest {
  readonly size: number;
  readonly page: number;
  readonly offset: number;
}

export function pageRequest(page: number, pageSize: number, maxSize = 50): PageRequest {
  const size = Math.min(Math.max(Math.floor(pageSize), 1), maxSize);
  const current = Math.max(Math.floor(page), 1);
  return { size, page: current, offset: (current - 1) * size };
}

/** What a paged list reports besides its rows. */
export function pageInfo(total: number, request: PageRequest): { total: number; page: number; pageCount: number } {
  return { total, page: request.page, pageCount: Math.ceil(total / request.size) };
}
