import {
  Alert,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../api/ApiError';
import { reportError } from '../../../api/reportError';
import { useHidingSettings } from '../api/surgeQueries';
import { useSaveHiding } from '../api/surgeWrites';
import { HidingRow } from './HidingRow';
import {
  ALL_ZONES,
  type HidingDraft,
  hidingBody,
  hidingCompanies,
  isModified,
  storedDraft,
} from './hidingRows';

/**
 * Hide Marketplace Rides (spec 3 §2, §4): one row per marketplace company. A row is Modified until
 * Apply, then 'Applied'; `onDirtyChange` tells the dialog whether closing would lose an edit.
 */
export function HideMarketplaceTab({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const query = useHidingSettings();
  const companies = useMemo(() => hidingCompanies(query.data?.settings ?? []), [query.data]);
  const [drafts, setDrafts] = useState<Record<number, HidingDraft>>({});
  const [applied, setApplied] = useState<Record<number, boolean>>({});
  const [problems, setProblems] = useState<Record<number, string | null>>({});
  const [savingId, setSavingId] = useState<number | null>(null);
  const save = useSaveHiding({
    onError: (error) => {
      const message = error instanceof ApiError ? error.fieldErrors.min_ahead?.[0] : undefined;
      // A min_ahead refusal shows under the field; anything else is the shared error toast.
      if (message && savingId !== null) setProblems((all) => ({ ...all, [savingId]: message }));
      else reportError(error);
    },
  });

  const draftOf = (companyId: number) => {
    const company = companies.find((c) => c.id === companyId);
    return drafts[companyId] ?? (company ? storedDraft(company, ALL_ZONES) : undefined);
  };
  const dirty = companies.some((company) => {
    const draft = drafts[company.id];
    return draft !== undefined && isModified(draft, storedDraft(company, draft.zone));
  });
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  if (query.isPending) return <CircularProgress size={24} sx={{ m: 3 }} />;
  if (query.error) return <Alert severity="error">{query.error.message}</Alert>;

  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        While active, a company's marketplace rides picked up in the zone less than min ahead minutes from now
        are hidden from drivers and fleets.
      </Typography>
      <Table size="small" aria-label="Hide Marketplace Rides">
        <TableHead>
          <TableRow>
            {['Company', 'Zone', 'Min ahead', 'Status', 'State', 'Apply'].map((label) => (
              <TableCell key={label}>{label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {companies.map((company) => {
            const draft = draftOf(company.id) ?? storedDraft(company, ALL_ZONES);
            return (
              <HidingRow
                key={company.id}
                company={company}
                draft={draft}
                applied={applied[company.id] ?? false}
                saving={save.isPending && savingId === company.id}
                serverProblem={problems[company.id] ?? null}
                onChange={(next) => {
                  setDrafts((all) => ({ ...all, [company.id]: next }));
                  // Another zone is another view of the same saved settings; an edit is what ends 'Applied'.
                  if (next.zone === draft.zone) setApplied((all) => ({ ...all, [company.id]: false }));
                  setProblems((all) => ({ ...all, [company.id]: null }));
                }}
                onApply={() => {
                  setSavingId(company.id);
                  save.mutate(hidingBody(company, draft), {
                    onSuccess: () => setApplied((all) => ({ ...all, [company.id]: true })),
                  });
                }}
              />
            );
          })}
        </TableBody>
      </Table>
    </Stack>
  );
}
