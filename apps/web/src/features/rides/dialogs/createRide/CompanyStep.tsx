import { MESSAGES } from '@fleetdesk/contract';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  FormControl,
  FormHelperText,
  InputLabel,
  ListSubheader,
  MenuItem,
  Select,
} from '@mui/material';
import { useState } from 'react';
import type { BookableCompany } from './bookableCompanies';
import { companyStepSchema } from './wizardSchemas';

interface CompanyStepProps {
  companies: readonly BookableCompany[];
  companyId: number;
  onNext: (companyId: number) => void;
  onCancel: () => void;
}

/** Step 1: the company the ride is for, facilities in their own group. */
export function CompanyStep({ companies, companyId, onNext, onCancel }: CompanyStepProps) {
  const isKnown = companies.some((company) => company.id === companyId);
  const [chosen, setChosen] = useState<number | ''>(isKnown ? companyId : '');
  const [error, setError] = useState<string | null>(null);
  const facilities = companies.filter((company) => company.isFacility);
  const others = companies.filter((company) => !company.isFacility);

  const handleNext = () => {
    const parsed = companyStepSchema.safeParse({ company_id: chosen === '' ? undefined : chosen });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.required);
      return;
    }
    onNext(parsed.data.company_id);
  };

  const option = (company: BookableCompany) => (
    <MenuItem key={company.id} value={company.id}>
      {company.name}
    </MenuItem>
  );
  return (
    <>
      <DialogContent>
        {companies.length === 0 && <Alert severity="info">{MESSAGES.nothingFound}</Alert>}
        <FormControl fullWidth error={Boolean(error)} sx={{ mt: 1 }}>
          <InputLabel id="create-ride-company">Company</InputLabel>
          <Select
            labelId="create-ride-company"
            label="Company"
            value={chosen}
            onChange={(event) => {
              setChosen(Number(event.target.value));
              setError(null);
            }}
          >
            {facilities.length > 0 && <ListSubheader>Facility</ListSubheader>}
            {facilities.map(option)}
            {others.length > 0 && <ListSubheader>Companies</ListSubheader>}
            {others.map(option)}
          </Select>
          {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="contained" onClick={handleNext}>
          Next
        </Button>
      </DialogActions>
    </>
  );
}
