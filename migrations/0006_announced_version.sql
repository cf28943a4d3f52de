-- Per game, the last version whose announcement was posted in the channel. A move is
-- committed before it is posted, so a crash between the two leaves version ahead of
-- announced_version; at start-up and on reconnect the bot posts what is missing.
-- Existing games count as announced up to where they are.

ALTER TABLE games ADD COLUMN announced_version INTEGER NOT NULL DEFAULT 0;

UPDATE games SET announced_version = version;

-- Holds only the games with something unannounced (none, almost always), so finding them
-- reads no other game.
CREATE INDEX games_unannounced ON games (id) WHERE version > announced_version;
