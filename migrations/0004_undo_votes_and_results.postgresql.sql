-- PostgreSQL variant of 0004: BIGINT ids.

CREATE TABLE undo_votes (
    game_id    BIGINT  NOT NULL REFERENCES games (id),
    version    INTEGER NOT NULL,
    user_id    BIGINT  NOT NULL,
    agree      INTEGER NOT NULL CHECK (agree IN (0, 1)),
    requester  INTEGER NOT NULL DEFAULT 0 CHECK (requester IN (0, 1)),
    created_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, version, user_id)
);

CREATE TABLE results (
    game_id     BIGINT  NOT NULL REFERENCES games (id),
    seat        INTEGER NOT NULL,
    guild_id    BIGINT,
    game_key    TEXT    NOT NULL,
    user_id     BIGINT  NOT NULL,
    score       INTEGER NOT NULL,
    rank        INTEGER NOT NULL,
    won         INTEGER NOT NULL CHECK (won IN (0, 1)),
    finished_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat)
);

CREATE INDEX results_by_guild_game ON results (guild_id, game_key);
CREATE INDEX results_by_guild_user ON results (guild_id, user_id);
