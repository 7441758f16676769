import { FILE_JOB_UPDATED_ACTION, type FileJob, payoutFiles } from '@fleetdesk/contract';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { createElement } from 'react';
import { callEndpoint } from '../../api/client';
import { subscribeToAppActions } from '../../api/realtime/appActions';
import { useAppStore } from '../../store/appStore';
import { FileJobProgress } from './FileJobProgress';
import { useFileJobsStore } from './fileJobsStore';
import { type FinishedJobOutcome, finishedJobOutcome, isFinished } from './fileJobsView';

/** Asked for when no socket news came for this long (a missed event, a dropped socket). */
const POLL_MS = 2_000;

const followers = new Map<number, { onFinished: (outcome: FinishedJobOutcome) => void; poll: number }>();
let unsubscribe: (() => void) | null = null;

const snackKey = (id: number) => `file-job-${id}`;

/** Saves the finished file as the browser's download (same origin, so the name is ours). */
export function saveFile(download: { url: string; fileName: string }) {
  const link = document.createElement('a');
  link.href = download.url;
  link.download = download.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Stops polling for a job and takes its progress toast away. */
function unfollow(id: number, poll: number): void {
  window.clearInterval(poll);
  followers.delete(id);
  closeSnackbar(snackKey(id));
  if (followers.size === 0) {
    unsubscribe?.();
    unsubscribe = null;
  }
}

function heard(job: FileJob): void {
  const follower = followers.get(job.id);
  if (!follower) return;
  useFileJobsStore.setState((state) => ({ jobs: { ...state.jobs, [job.id]: job } }));
  if (!isFinished(job)) return;
  unfollow(job.id, follower.poll);
  const outcome = finishedJobOutcome(job);
  for (const toast of outcome.toasts) enqueueSnackbar(toast.text, { variant: toast.variant });
  if (outcome.download) saveFile(outcome.download);
  follower.onFinished(outcome);
}

// The session ended (expired, revoked, signed out elsewhere): the server finishes the jobs anyway, but
// asking after them without a session fails every 2 s for as long as the login page stays open, under a
// progress toast that never ends. Whoever signs in next finds the files on the page that made them.
useAppStore.subscribe((state, previous) => {
  if (previous.token && !state.token) for (const [id, { poll }] of followers) unfollow(id, poll);
});

/**
 * Follows a job the server queued until it ends: its progress in a toast that stays while it runs
 * (FileJobProgress), from the socket's `file_job.updated` and, as a fallback, `GET /file-jobs/{id}`;
 * then the spec's toast, the file saved, and `onFinished` (e.g. the payouts read again). Lives outside
 * React so that closing the menu or the dialog that started the job does not stop following it.
 */
export function followFileJob(job: FileJob, onFinished: (outcome: FinishedJobOutcome) => void = () => {}) {
  unsubscribe ??= subscribeToAppActions((action) => {
    if (action.type === FILE_JOB_UPDATED_ACTION) heard(action.payload.job as FileJob);
  });
  const poll = window.setInterval(() => {
    callEndpoint(payoutFiles.getFileJob, { params: { id: job.id } })
      .then((answer) => heard(answer.job))
      .catch(() => {});
  }, POLL_MS);
  followers.set(job.id, { onFinished, poll });
  enqueueSnackbar(createElement(FileJobProgress, { jobId: job.id }), {
    key: snackKey(job.id),
    persist: true,
    variant: 'info',
  });
  heard(job);
}
