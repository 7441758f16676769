import { Box, LinearProgress, Typography } from '@mui/material';
import { useFileJobsStore } from './fileJobsStore';
import { progressPercent, progressText } from './fileJobsView';

/** The progress of one running export or import, inside the toast that stays while it runs. */
export function FileJobProgress({ jobId }: { jobId: number }) {
  const job = useFileJobsStore((state) => state.jobs[jobId]);
  if (!job) return null;
  const percent = progressPercent(job);
  return (
    <Box sx={{ minWidth: 240 }} role="status" aria-label="File job progress">
      <Typography variant="body2">{progressText(job)}</Typography>
      <LinearProgress
        color="inherit"
        sx={{ mt: 0.5 }}
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={progressText(job)}
      />
    </Box>
  );
}
