-- Games, the append-only action log and bot settings.
-- A game's state column is a cache: setup(players, seed, options) plus the log rebuilds it.

CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    game_key    TEXT    NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'over', 'aborted')),
    host_id     INTEGER NOT NULL,
    seats       TEXT    NOT NULL DEFAULT '[]',  -- JSON list of Discord user ids, seat order
    max_players INTEGER NOT NULL,
    options     TEXT    NOT NULL DEFAULT '{}',  -- JSON object of resolved game options
    seed        INTEGER,
    state       TEXT,                           -- JSON snapshot after `version` actions
    version     INTEGER NOT NULL DEFAULT 0,     -- number of logged actions
    created_at  TEXT    NOT NULL,
    updated_at  TEXT    NOT NULL
);

-- At most one open (lobby or running) game per channel.
CREATE UNIQUE INDEX games_one_open_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'running');

CREATE TABLE actions (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL,                -- 1, 2, 3 ... ; equals games.version after it
    seat       INTEGER NOT NULL,
    action     TEXT    NOT NULL,                -- JSON object
    created_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions
BEGIN
    SELECT RAISE(ABORT, 'the action log is append-only');
END;

CREATE TRIGGER actions_no_delete BEFORE DELETE ON actions
BEGIN
    SELECT RAISE(ABORT, 'the action log is append-only');
END;

CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
