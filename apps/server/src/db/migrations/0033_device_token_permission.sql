-- Issuing a driver app's device token needs its own key, drivers.device-token (docs/decisions.md 137). A
-- database seeded before it has no such permission: add it to the Drivers group and grant it to every
-- role that holds drivers.edit-state (those who already manage drivers' live state). The seed writes
-- explicit ids, so the new id follows the highest one. On an empty database both statements do nothing
-- and the seed inserts every key.
INSERT INTO "permissions" ("id", "key", "name", "group_id")
SELECT (SELECT coalesce(max("id"), 0) + 1 FROM "permissions"), 'drivers.device-token', 'Device token', g."id"
FROM "permission_groups" AS g
WHERE g."key" = 'drivers'
  AND NOT EXISTS (SELECT 1 FROM "permissions" WHERE "key" = 'drivers.device-token');
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT rp."role_id", p."id"
FROM "role_permissions" AS rp
JOIN "permissions" AS held ON held."id" = rp."permission_id" AND held."key" = 'drivers.edit-state'
CROSS JOIN "permissions" AS p
WHERE p."key" = 'drivers.device-token'
ON CONFLICT DO NOTHING;
