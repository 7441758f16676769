/**
 * The line under a results file's title that tells its numbers from hand-written text: a run of
 * `command` wrote the whole file and the next run overwrites it, so analysis written by hand lives in
 * a `*-notes.md` file beside it. `except` names numbers the file shows that the run did not measure.
 */
export function generatedNotice(command: string, date: Date, except?: string): string {
  const day = date.toISOString().slice(0, 10);
  const source = except
    ? `every number comes from that run except ${except}`
    : 'every number comes from that run';
  return `_Written by \`${command}\` on ${day}: ${source}. The next run overwrites this file; notes written by hand go in a \`*-notes.md\` file beside it._`;
}
