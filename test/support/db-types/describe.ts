import type pg from 'pg';

// PostgreSQL's own description of a statement, without running it: the extended protocol's Parse, Describe and Sync
// (what a driver does before a prepared statement runs), sent through pg's client as a "submittable" query. Answers
// the parameters' type oids and each result column's name, type oid and, for a table's column, its table and
// attribute number.

export type Field = { name: string; tableID: number; columnID: number; dataTypeID: number };
export type Description = { params: number[]; fields: Field[] };

type Connection = {
  parse(q: { text: string; name?: string; types?: number[] }): void;
  describe(q: { type: 'S' | 'P'; name?: string }): void;
  sync(): void;
  on(event: string, fn: (msg: { dataTypeIDs?: number[] }) => void): void;
  removeListener(event: string, fn: (msg: { dataTypeIDs?: number[] }) => void): void;
};

export function describeStatement(client: pg.Client, text: string): Promise<Description> {
  return new Promise((resolve, reject) => {
    let params: number[] = [];
    let fields: Field[] = [];
    let connection: Connection | null = null;
    const onParams = (msg: { dataTypeIDs?: number[] }) => (params = msg.dataTypeIDs ?? []);
    const done = () => connection?.removeListener('parameterDescription', onParams);
    const submittable = {
      text,
      submit(con: Connection) {
        connection = con;
        con.on('parameterDescription', onParams);
        con.parse({ text, types: [] });
        con.describe({ type: 'S' });
        con.sync();
      },
      handleRowDescription(msg: { fields: Field[] }) {
        fields = msg.fields.map((f) => ({
          name: f.name,
          tableID: f.tableID,
          columnID: f.columnID,
          dataTypeID: f.dataTypeID,
        }));
      },
      // pg's client forgets the query at an error (its ReadyForQuery then goes to nobody): the error ends it
      handleError(err: Error) {
        done();
        reject(err);
      },
      handleReadyForQuery() {
        done();
        resolve({ params, fields });
      },
      handleDataRow() {},
      handleCommandComplete() {},
      handleEmptyQuery() {},
      handlePortalSuspended() {},
    };
    (client as unknown as { query(q: unknown): void }).query(submittable);
  });
}
