-- Games bring their own AI players (engine/<game>/AGENTS), so seat_kinds.kind names any of
-- them ("away" marks a person whose seat the default AI plays): no fixed list any more.
-- SQLite cannot drop a CHECK constraint, so the table is rebuilt with its rows.
-- Results also remember the team a seat played in (NULL without teams) for /stats.

CREATE TABLE seat_kinds_new (
    game_id INTEGER NOT NULL REFERENCES games (id),
    user_id INTEGER NOT NULL,                 -- < 0 for AI seats
    kind    TEXT    NOT NULL,                 -- an agent of the game's AGENTS, or 'away'
    PRIMARY KEY (game_id, user_id)
);

INSERT INTO seat_kinds_new (game_id, user_id, kind)
    SELECT game_id, user_id, kind FROM seat_kinds;

DROP TABLE seat_kinds;

ALTER TABLE seat_kinds_new RENAME TO seat_kinds;

ALTER TABLE results ADD COLUMN team INTEGER;
