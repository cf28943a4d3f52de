-- Indexes for a database of many games (issue 13): every command's first answer and the
-- start-up read only what they need, however many games are stored.

-- /game status and every click: the channel's latest (or open) game.
CREATE INDEX games_by_channel ON games (channel_id, id);

-- Start-up: the running games (ids only) and, below, the finished games whose results are
-- still to be written.
CREATE INDEX games_running ON games (id) WHERE status = 'running';

-- Set with a game's last move, cleared when its results are written in one transaction;
-- games finished before this migration and still without results are marked now.
ALTER TABLE games ADD COLUMN results_pending INTEGER NOT NULL DEFAULT 0;

UPDATE games SET results_pending = 1
    WHERE status = 'over' AND NOT EXISTS (SELECT 1 FROM results r WHERE r.game_id = games.id);

CREATE INDEX games_results_pending ON games (id) WHERE results_pending = 1;

-- /leaderboard groups a server's results of one game by player, /stats one player's results
-- by game: both read these covering indexes in group order, with no temporary B-tree.
DROP INDEX results_by_guild_game;
DROP INDEX results_by_guild_user;
CREATE INDEX results_by_guild_game_user ON results (guild_id, game_key, user_id, won, score);
CREATE INDEX results_by_guild_user_game ON results (guild_id, user_id, game_key, won, score, team);

-- The shard-filtered timer query joins the games of due timers by id (the primary key);
-- timers_by_due_at (0002) orders them.
