import { ReportPage } from './ReportPage';
import { REPORT_PAGES } from './reportPages';

export const TlcTripRecordsPage = () => <ReportPage report={REPORT_PAGES.tlc} />;
export const YellowCabTaxesPage = () => <ReportPage report={REPORT_PAGES.taxes} />;
export const DailyRevenueStatsPage = () => <ReportPage report={REPORT_PAGES.revenue} />;
export const MtaOtpReportPage = () => <ReportPage report={REPORT_PAGES.otp} />;
