// Writes docs/api/openapi.json from the contract; the test run regenerates it and fails on a difference.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENDPOINTS } from '@fleetdesk/contract';
import { repoRoot } from '../apps/server/src/config';
import { buildOpenApi } from '../apps/server/src/platform/http/openapi';

const target = path.join(repoRoot, 'docs/api/openapi.json');
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(buildOpenApi(Object.values(ENDPOINTS), 'contract'), null, 2)}\n`);
console.log(`wrote ${path.relative(repoRoot, target)}`);
