-- Undo requests and finished-game statistics.
-- An undo itself is an ordinary row of the append-only action log (seat -1,
-- {"type": "undo", "undoes": <seq>}); these tables only hold the votes and the results.

CREATE TABLE undo_votes (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    version    INTEGER NOT NULL,               -- the game version the request was made at
    user_id    INTEGER NOT NULL,
    agree      INTEGER NOT NULL CHECK (agree IN (0, 1)),
    requester  INTEGER NOT NULL DEFAULT 0 CHECK (requester IN (0, 1)),
    created_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, version, user_id)
);

-- One row per human seat of a finished game; AI seats are not ranked.
CREATE TABLE results (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    seat        INTEGER NOT NULL,
    guild_id    INTEGER,
    game_key    TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    score       INTEGER NOT NULL,
    rank        INTEGER NOT NULL,
    won         INTEGER NOT NULL CHECK (won IN (0, 1)),
    finished_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat)
);

CREATE INDEX results_by_guild_game ON results (guild_id, game_key);
CREATE INDEX results_by_guild_user ON results (guild_id, user_id);
