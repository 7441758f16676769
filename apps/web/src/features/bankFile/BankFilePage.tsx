import { bankFile, type CallResult } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../api/ApiError';
import { showFormError } from '../../api/showFormError';
import { uploadToEndpoint } from '../../api/upload';
import { PageTitle } from '../../app/pages/PageTitle';
import { FormTextField } from '../../ui/form/FormTextField';
import { useGuardedSubmit } from '../../ui/form/useGuardedSubmit';
import { countOf } from '../../ui/text/countOf';
import {
  type BankFileFormInput,
  type BankFileFormValues,
  bankFileFormSchema,
  EMPTY_BANK_FILE_FORM,
} from './bankFileForm';

type Converted = CallResult<typeof bankFile.convertBankFile>;
const FIELDS = ['bank_account_number', 'date', 'import_file'] as const;

/** The lines of the workbook the server refused, as it named them. */
const lineProblemsOf = (error: unknown): string[] =>
  error instanceof ApiError ? (error.fieldErrors.import_file ?? []) : [];

/**
 * Bank File (spec 3 §2, decision 113): the bank's workbook of issued checks becomes its positive-pay CSV.
 * The answer's link downloads the file; a refused workbook lists every bad line at once.
 */
export function BankFilePage() {
  const form = useForm<BankFileFormInput, unknown, BankFileFormValues>({
    resolver: zodResolver(bankFileFormSchema),
    defaultValues: EMPTY_BANK_FILE_FORM,
  });
  const [result, setResult] = useState<Converted | null>(null);
  const [lineProblems, setLineProblems] = useState<string[]>([]);
  const convert = useMutation({
    mutationFn: (values: BankFileFormValues) =>
      uploadToEndpoint(bankFile.convertBankFile, {
        fields: { bank_account_number: values.bank_account_number, date: values.date || undefined },
        files: { import_file: values.import_file as File },
      }),
    meta: { errors: 'caller' },
    onMutate: () => {
      setResult(null);
      setLineProblems([]);
    },
    onSuccess: (answer) => {
      enqueueSnackbar(answer.message, { variant: 'success' });
      setResult(answer);
    },
    onError: (error) => {
      // A refused workbook lists its lines in one place; other refusals go under their fields.
      const lines = lineProblemsOf(error);
      if (lines.length > 0) setLineProblems(lines);
      else showFormError(error, form.setError, FIELDS);
    },
  });
  const submit = useGuardedSubmit(form.handleSubmit((values) => convert.mutateAsync(values)));

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageTitle>Bank File</PageTitle>
      <Paper
        variant="outlined"
        sx={{ p: 3 }}
        component="form"
        aria-label="Bank File"
        noValidate
        onSubmit={submit}
      >
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            The bank's workbook of issued checks (.xlsx, first sheet): a header row with Check Number, Payee
            and Amount, and optionally Issue Date. It becomes the positive-pay CSV the bank matches presented
            checks against. Rows without their own date take the date below, or today.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={form.control}
              name="bank_account_number"
              label="Account Number"
              required
              maxLength={17}
              sx={{ flex: 1 }}
            />
            <FormTextField
              control={form.control}
              name="date"
              label="Date"
              placeholder="MMDDYYYY"
              maxLength={bankFile.BANK_FILE_DATE_MAX}
              sx={{ flex: 1 }}
            />
          </Stack>
          <Controller
            control={form.control}
            name="import_file"
            render={({ field, fieldState }) => (
              <Stack spacing={0.5}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Button variant="outlined" component="label" color={fieldState.error ? 'error' : 'primary'}>
                    Choose file
                    <input
                      hidden
                      type="file"
                      accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                      aria-label="Bank workbook"
                      onChange={(event) => {
                        field.onChange(event.target.files?.[0] ?? null);
                        setLineProblems([]);
                      }}
                    />
                  </Button>
                  <Typography variant="body2">{field.value?.name ?? 'No file chosen'}</Typography>
                </Stack>
                {fieldState.error && (
                  <Typography variant="caption" color="error">
                    {fieldState.error.message}
                  </Typography>
                )}
              </Stack>
            )}
          />
          {lineProblems.length > 0 && (
            <Alert severity="error" aria-label="Workbook problems">
              {lineProblems.map((problem) => (
                <div key={problem}>{problem}</div>
              ))}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" loading={convert.isPending}>
              Convert
            </Button>
          </Box>
          {result && (
            <Alert severity="success" aria-label="Converted file">
              {countOf(result.checks, 'check')} converted.{' '}
              <Link
                href={result.file_url}
                download={result.file_name}
                sx={{ display: 'inline-flex', gap: 0.5 }}
              >
                <DownloadIcon fontSize="small" />
                {result.file_name}
              </Link>
            </Alert>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
