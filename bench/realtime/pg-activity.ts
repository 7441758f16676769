import pg from 'pg';

export interface PostgresActivity {
  samples: number;
  /** Backends of the bench database in each state, on average over the samples, most first. */
  states: { what: string; backends: number }[];
  /** The statements found waiting for a lock, by their first words, most often first. */
  lockWaits: { statement: string; samples: number }[];
}

/**
 * Samples what the bench database's backends are doing (pg_stat_activity) four times a second, on a
 * connection of its own: running, waiting (for a lock, for I/O, …), or idle in a transaction, that is
 * waiting for the API to send the next statement.
 */
export async function watchPostgres(url: string): Promise<{ stop(): Promise<PostgresActivity> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = new Map<string, number>();
  const lockWaits = new Map<string, number>();
  let samples = 0;
  let sampling = false;
  const timer = setInterval(async () => {
    if (sampling) return;
    sampling = true;
    try {
      const { rows } = await client.query<{ what: string; statement: string | null }>(`
        select case when state = 'active'
                    then coalesce(wait_event_type || ': ' || wait_event, 'running')
                    else state end as what,
               case when wait_event_type = 'Lock' then left(regexp_replace(query, '\\s+', ' ', 'g'), 70) end
                 as statement
          from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`);
      samples += 1;
      for (const { what, statement } of rows) {
        counts.set(what, (counts.get(what) ?? 0) + 1);
        if (statement) lockWaits.set(statement, (lockWaits.get(statement) ?? 0) + 1);
      }
    } finally {
      sampling = false;
    }
  }, 250);
  return {
    async stop() {
      clearInterval(timer);
      await client.end();
      const states = [...counts]
        .sort((a, b) => b[1] - a[1])
        .map(([what, n]) => ({ what, backends: n / Math.max(1, samples) }));
      const waits = [...lockWaits]
        .sort((a, b) => b[1] - a[1])
        .map(([statement, n]) => ({ statement, samples: n }));
      return { samples, states, lockWaits: waits };
    },
  };
}
