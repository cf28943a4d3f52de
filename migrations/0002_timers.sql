-- Timers (turn reminders, time-outs): one dispatcher task sleeps until the earliest due row.

CREATE TABLE timers (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER REFERENCES games (id),
    kind       TEXT    NOT NULL,
    due_at     TEXT    NOT NULL,               -- ISO 8601, UTC
    payload    TEXT    NOT NULL DEFAULT '{}',  -- JSON object
    created_at TEXT    NOT NULL
);

CREATE INDEX timers_by_due_at ON timers (due_at);

