import {
  type AnyEndpoint,
  API_BASE,
  COMPANY_STATE_HEADER,
  carriesCompanyState,
  FLEET_API_BASE,
} from '@fleetdesk/contract';
import { z } from 'zod';

const schemaOf = (type: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(type, { io, unrepresentable: 'any', target: 'openapi-3.0' });

const parametersOf = (endpoint: AnyEndpoint) => {
  const list: object[] = [];
  for (const [where, type] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!type) continue;
    const json = schemaOf(type, 'input') as { properties?: Record<string, object>; required?: string[] };
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema,
      });
    }
  }
  return list;
};

const COMPANY_STATE_PARAMETER = { $ref: '#/components/parameters/CompanyState' };

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The OpenAPI 3 document of every endpoint, generated from the contract declarations. */
export function buildOpenApi(endpoints: readonly AnyEndpoint[], version: string) {
  const paths: Record<string, Record<string, object>> = {};
  for (const endpoint of endpoints) {
    const bases =
      endpoint.auth === 'public' ? [API_BASE] : endpoint.fleet ? [API_BASE, FLEET_API_BASE] : [API_BASE];
    for (const base of bases) {
      const path = `${base}${endpoint.path}`;
      paths[path] ??= {};
      paths[path][endpoint.method.toLowerCase()] = {
        summary: endpoint.summary,
        tags: [endpoint.tag],
        operationId: `${base === FLEET_API_BASE ? 'fleet_' : ''}${endpoint.method.toLowerCase()}${endpoint.path.replace(/[^a-zA-Z0-9]+/g, '_')}`,
        ...(endpoint.auth === 'public' ? { security: [] } : {}),
        'x-permission': endpoint.permission,
        'x-fleet': endpoint.fleet,
        ...(endpoint.allowReadOnly ? { 'x-read-only-allowed': true } : {}),
        parameters: [
          ...parametersOf(endpoint),
          ...(carriesCompanyState(base, endpoint.path) ? [COMPANY_STATE_PARAMETER] : []),
        ],
        ...(endpoint.body
          ? {
              requestBody: {
                required: true,
                content: {
                  [endpoint.multipart ? 'multipart/form-data' : 'application/json']: {
                    schema: schemaOf(endpoint.body, 'input'),
                  },
                },
              },
            }
          : {}),
        responses: {
          200: {
            description: 'OK',
            content: { 'application/json': { schema: schemaOf(endpoint.response, 'output') } },
          },
          ...(endpoint.auth === 'public' ? {} : { 401: errorResponse('Missing, invalid or expired token') }),
          ...(endpoint.auth === 'public'
            ? {}
            : { 403: errorResponse('You do not have permission to perform this action') }),
          422: errorResponse('Invalid input'),
        },
      };
    }
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Fleetdesk API', version },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      parameters: {
        CompanyState: {
          name: COMPANY_STATE_HEADER,
          in: 'header',
          required: false,
          description:
            'The US state the session works in (the routing state select, default NY). Any other value than a two-letter US state code answers 400.',
          schema: { type: 'string', pattern: '^[A-Z]{2}$', example: 'NY' },
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
