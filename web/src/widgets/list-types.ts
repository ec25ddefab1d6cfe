// Shapes the list widgets share; the transport stays with the caller (fetchPage).

/** The generic list row of 000 §3. */
export type ListRow = {
  id: number;
  fnumber?: string | null;
  fbillno?: string | null;
  fname?: string | null;
  fdesc?: string | null;
  creater?: { display_name?: string | null } | null;
  created_at?: string | number | null;
};

/** One page of a /list answer (docs/api.md). */
export type ListPage<Row> = { list: Row[]; total: number; page_next_id: number | null };

/** Loads one page for a list filter string, e.g. 'search_key:abc pn:1 ps:50'. */
export type FetchPage<Row> = (filter: string) => Promise<ListPage<Row>>;
