-- Setting a driver online or offline needs its own key, drivers.edit-state (docs/decisions.md 78). A
-- database seeded before it has no such permission: add it to the Drivers group and grant it to every
-- role that holds drivers.edit-photo (the seeded Admin, Dispatcher and Fleet Manager). The seed writes
-- explicit ids, so the new id follows the highest one. On an empty database both statements do nothing
-- and the seed inserts every key.
INSERT INTO "permissions" ("id", "key", "name", "group_id")
SELECT (SELECT coalesce(max("id"), 0) + 1 FROM "permissions"), 'drivers.edit-state', 'Edit state', g."id"
FROM "permission_groups" AS g
WHERE g."key" = 'drivers'
  AND NOT EXISTS (SELECT 1 FROM "permissions" WHERE "key" = 'drivers.edit-state');
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT rp."role_id", p."id"
FROM "role_permissions" AS rp
JOIN "permissions" AS held ON held."id" = rp."permission_id" AND held."key" = 'drivers.edit-photo'
CROSS JOIN "permissions" AS p
WHERE p."key" = 'drivers.edit-state'
ON CONFLICT DO NOTHING;
