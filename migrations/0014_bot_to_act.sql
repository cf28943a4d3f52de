-- Whether a running game waits for the bot itself: a seat the bot plays (an AI seat, or
-- someone away whom the stand-in plays) is among the seats to act, or the game limits a
-- waiting person's decision in time. Written with every move (bot/play/commit.py), so
-- start-up reads these games alone through games_bot_to_act; a game waiting for a person
-- needs nothing at start-up (its reminders and deadlines are timer rows, fired when due).
ALTER TABLE games ADD COLUMN bot_to_act INTEGER NOT NULL DEFAULT 0;

-- Games running before this migration: every one start-up used to look at (an AI seat,
-- someone away or a timer); start-up clears the mark of those that wait for a person.
UPDATE games SET bot_to_act = 1
    WHERE status = 'running'
      AND (EXISTS (SELECT 1 FROM seat_kinds k WHERE k.game_id = games.id)
           OR EXISTS (SELECT 1 FROM timers t WHERE t.game_id = games.id));

CREATE INDEX games_bot_to_act ON games (id) WHERE bot_to_act = 1;
