/**
 * A test's D1 that counts its round trips: every call that goes to the database (a statement's
 * `run`, `all`, `first` or `raw`, or one `batch` of any number of statements) adds one. The calls
 * themselves reach the real D1 unchanged; only the count is the test's.
 */
type Counted = { db: D1Database; roundTrips: () => number };

const toDatabase = new Set(["run", "all", "first", "raw"]);

export function countingRoundTrips(database: D1Database): Counted {
  let count = 0;
  const statement = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(inner, property) {
        const value = Reflect.get(inner, property) as unknown;
        if (typeof value !== "function") return value;
        if (property === "bind") return (...params: unknown[]) => statement(value.apply(inner, params) as object);
        if (toDatabase.has(String(property))) {
          return (...args: unknown[]) => {
            count += 1;
            return value.apply(inner, args) as unknown;
          };
        }
        return value.bind(inner) as unknown;
      },
    });
  const db = new Proxy(database, {
    get(inner, property) {
      const value = Reflect.get(inner, property) as unknown;
      if (typeof value !== "function") return value;
      if (property === "prepare") return (sql: string) => statement(value.call(inner, sql) as object);
      if (property === "batch") {
        return (statements: unknown[]) => {
          count += 1;
          return value.call(inner, statements) as unknown;
        };
      }
      return value.bind(inner) as unknown;
    },
  });
  return { db, roundTrips: () => count };
}
