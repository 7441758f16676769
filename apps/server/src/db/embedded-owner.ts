import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StartProblem } from '../start-problem';

/** The process that started the embedded PostgreSQL of a data folder, written beside the folder. */
const ownerFile = (dataDir: string) => `${dataDir}.owner`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readPid = (file: string) => {
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};

/**
 * The PostgreSQL running on dataDir, from its postmaster.pid. A PID the file names that now belongs to
 * another program (reused after a reboot) is not ours to stop: PostgreSQL reports that one itself. Where
 * /proc is missing (macOS) nothing is known and PostgreSQL's own message stands.
 */
function runningPostmaster(dataDir: string): number | null {
  const pid = readPid(path.join(dataDir, 'postmaster.pid'));
  if (pid === null || !alive(pid)) return null;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(dataDir) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Makes this process the owner of dataDir's embedded PostgreSQL before it starts. One still running there
 * was left by a process killed without its shutdown (kill -9, the OOM killer): it is stopped, as that
 * process would have stopped it (a fast shutdown, clean). While the process that started it is alive,
 * this one refuses to share its data instead.
 */
export async function takeOverDataDir(dataDir: string, log: (line: string) => void): Promise<void> {
  const postmaster = runningPostmaster(dataDir);
  if (postmaster !== null) {
    const owner = readPid(ownerFile(dataDir));
    if (owner !== null && owner !== process.pid && alive(owner))
      throw new StartProblem(
        `Another Fleetdesk process (PID ${owner}) uses ${dataDir} (its embedded PostgreSQL, PID ${postmaster}, is running): stop it, or give this one its own DATA_DIR and EMBEDDED_PG_PORT.`,
      );
    log(`Stopping the embedded PostgreSQL (PID ${postmaster}) that a killed server left running…`);
    process.kill(postmaster, 'SIGINT');
    const end = Date.now() + 60_000;
    // PostgreSQL removes the file as its shutdown ends (the process may then linger as a zombie).
    while (existsSync(path.join(dataDir, 'postmaster.pid')) && alive(postmaster)) {
      if (Date.now() > end)
        throw new StartProblem(
          `The embedded PostgreSQL (PID ${postmaster}) left running on ${dataDir} did not stop within a minute: stop it (kill ${postmaster}) and start again.`,
        );
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await writeFile(ownerFile(dataDir), `${process.pid}\n`);
}
