-- PostgreSQL variant of 0003: BIGINT ids.

CREATE TABLE game_clocks (
    game_id       BIGINT  PRIMARY KEY REFERENCES games (id),
    deadline_secs INTEGER,
    reminder_secs INTEGER,
    policy        TEXT    NOT NULL DEFAULT 'ai' CHECK (policy IN ('ai', 'skip', 'host'))
);

CREATE TABLE seat_kinds (
    game_id BIGINT NOT NULL REFERENCES games (id),
    user_id BIGINT NOT NULL,
    kind    TEXT   NOT NULL CHECK (kind IN ('random', 'heuristic', 'away')),
    PRIMARY KEY (game_id, user_id)
);

CREATE INDEX timers_by_game ON timers (game_id);
