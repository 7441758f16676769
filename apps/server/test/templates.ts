export const EMPTY_TEMPLATE = 'fleetdesk_template_empty';
export const DEMO_TEMPLATE = 'fleetdesk_template_demo';
