-- Turn clocks and AI seats (issue 6).
-- A game's clock: how long each decision may take, when to remind, and what happens when
-- the deadline passes. No row means no deadline and no reminder.

CREATE TABLE game_clocks (
    game_id       INTEGER PRIMARY KEY REFERENCES games (id),
    deadline_secs INTEGER,                    -- NULL: no deadline
    reminder_secs INTEGER,                    -- NULL: no reminder
    policy        TEXT    NOT NULL DEFAULT 'ai' CHECK (policy IN ('ai', 'skip', 'host'))
);

-- Who plays a seat other than its Discord user: built-in AI seats (negative ids in
-- games.seats, no Discord user) and people who handed their seat to the AI while away.
CREATE TABLE seat_kinds (
    game_id INTEGER NOT NULL REFERENCES games (id),
    user_id INTEGER NOT NULL,                 -- < 0 for AI seats
    kind    TEXT    NOT NULL CHECK (kind IN ('random', 'heuristic', 'away')),
    PRIMARY KEY (game_id, user_id)
);

CREATE INDEX timers_by_game ON timers (game_id);
