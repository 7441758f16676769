import type { TransactionRequestType } from '@fleetdesk/contract';
import { useCompaniesQuery } from '../../rides/api/useCompaniesQuery';
import { useIsFleet } from '../../rides/dialogs/shared/useHasPermission';
import { useSettings } from '../../rides/dialogs/shared/useSettings';

/**
 * The category and company choices of a request (spec 2 §5), shared by the create forms and the preview:
 * the categories of its type; 'No company selected' (0) and the active companies. No company choice
 * (null) on payouts, and for fleet users, whose credits are for their driver's own company.
 */
export function useRequestChoices(type: TransactionRequestType) {
  const isFleet = useIsFleet();
  const hasCompany = !isFleet && type !== 'payout';
  const settings = useSettings();
  const companies = useCompaniesQuery(hasCompany);
  const categories = (settings.data?.transaction_categories ?? [])
    .filter((category) => category.type === type)
    .map((category) => ({ value: category.id, label: category.name }));
  const companyOptions = hasCompany
    ? [
        { value: 0, label: 'No company selected' },
        ...(companies.data?.companies ?? [])
          .filter((c) => c.status === 'active')
          .map((c) => ({ value: c.id, label: c.name })),
      ]
    : null;
  return { categories, companyOptions };
}
