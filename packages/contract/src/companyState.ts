import { FLEET_API_BASE } from './constants';

/**
 * The company-state header (spec 1 §1, spec 3 §7): the two-letter US state the session works in, the
 * same value as the routing screen's state select (default NY). Routing calls and fleet calls send it.
 */
export const COMPANY_STATE_HEADER = 'company-state';
export const DEFAULT_COMPANY_STATE = 'NY';

/** The 50 states and the District of Columbia (spec 2's work-location list). */
export const US_STATE_CODES: ReadonlySet<string> = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY ' +
    'NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
  ).split(' '),
);

export const COMPANY_STATE_INVALID = `The ${COMPANY_STATE_HEADER} header must be a two-letter US state code, like NY.`;

export const isCompanyState = (value: string): boolean => US_STATE_CODES.has(value);

/** Which calls carry the header: every call under the fleet base path, and every routing call. */
export const carriesCompanyState = (basePath: string, endpointPath: string): boolean =>
  basePath === FLEET_API_BASE || endpointPath.startsWith('/routing/');
