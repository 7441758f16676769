-- The Sentry billing area needs its own keys (docs/decisions.md 128). A database seeded before them has
-- neither: add the Sentry billing group and both keys, granted to the roles that hold the billing reports'
-- key reporting.view_bank_file_page (the seeded Admin and Billing roles; not dispatchers). The seed writes
-- explicit ids, so new ids follow the highest ones. On an empty database these do nothing and the seed adds all.
INSERT INTO "permission_groups" ("id", "key", "name")
SELECT (SELECT coalesce(max("id"), 0) + 1 FROM "permission_groups"), 'sentry', 'Sentry billing'
WHERE EXISTS (SELECT 1 FROM "permission_groups")
  AND NOT EXISTS (SELECT 1 FROM "permission_groups" WHERE "key" = 'sentry');
--> statement-breakpoint
INSERT INTO "permissions" ("id", "key", "name", "group_id")
SELECT (SELECT coalesce(max("id"), 0) + k.n FROM "permissions"), k.key, k.name, g."id"
FROM "permission_groups" AS g
CROSS JOIN (VALUES (1, 'sentry.view', 'View'), (2, 'sentry.manage', 'Manage')) AS k(n, key, name)
WHERE g."key" = 'sentry'
  AND NOT EXISTS (SELECT 1 FROM "permissions" WHERE "key" = k.key);
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT rp."role_id", p."id"
FROM "role_permissions" AS rp
JOIN "permissions" AS held ON held."id" = rp."permission_id" AND held."key" = 'reporting.view_bank_file_page'
CROSS JOIN "permissions" AS p
WHERE p."key" IN ('sentry.view', 'sentry.manage')
ON CONFLICT DO NOTHING;
