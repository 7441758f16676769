import { type FileJob, reports } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { showFormError } from '../../api/showFormError';
import { PageTitle } from '../../app/pages/PageTitle';
import { followFileJob } from '../../ui/fileJobs/fileJobTracker';
import { useGuardedSubmit } from '../../ui/form/useGuardedSubmit';
import { previousMonth } from './reportDays';
import type { ReportPageSpec } from './reportPages';
import { type ReportDays, useGenerateReport } from './useGenerateReport';

const FIELDS = ['start_date', 'end_date'] as const;

/**
 * A report page (spec 3 §2): a date range and a submit or download button. The file is written by a
 * job on the server; its progress shows in a toast, and once ready the file is saved and offered here.
 */
export function ReportPage({ report }: { report: ReportPageSpec }) {
  const form = useForm<ReportDays>({
    resolver: zodResolver(reports.reportQuery),
    defaultValues: previousMonth(),
  });
  const [ready, setReady] = useState<{ url: string; fileName: string } | null>(null);
  const [running, setRunning] = useState<FileJob | null>(null);
  const generate = useGenerateReport(report.endpoint);

  const submit = useGuardedSubmit(
    form.handleSubmit((days) => {
      setReady(null);
      return generate.mutateAsync(days, {
        onSuccess: ({ job }) => {
          setRunning(job);
          followFileJob(job, (outcome) => {
            setRunning(null);
            setReady(outcome.download);
          });
        },
        onError: (error) => {
          console.error(error); // spec 3 §8: an export failure is logged, then toasted
          showFormError(error, form.setError, FIELDS);
        },
      });
    }),
  );

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageTitle>{report.title}</PageTitle>
      <Paper
        variant="outlined"
        sx={{ p: 3 }}
        component="form"
        aria-label={report.title}
        noValidate
        onSubmit={submit}
      >
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            {report.description}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            {FIELDS.map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    type="date"
                    size="small"
                    label={name === 'start_date' ? 'From' : 'To'}
                    required
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    slotProps={{ inputLabel: { shrink: true } }}
                    sx={{ width: 190 }}
                  />
                )}
              />
            ))}
            <Button
              type="submit"
              variant="contained"
              disabled={generate.isPending || running !== null}
              sx={{ height: 40 }}
            >
              {report.action}
            </Button>
          </Stack>
          {running && (
            <Typography variant="body2" role="status">
              Your report is being generated…
            </Typography>
          )}
          {ready && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <DownloadIcon fontSize="small" color="primary" />
              <Link href={ready.url} download={ready.fileName} underline="hover">
                {ready.fileName}
              </Link>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
