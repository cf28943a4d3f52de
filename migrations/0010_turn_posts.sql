-- One post per turn: a game's latest turn post is edited while the same people are waited
-- for (an AI seat's move, a pick of a round, the same person going on with their turn), so
-- what it already says is kept to be extended: the lines above its turn line, the first
-- version it showed, and whom it mentioned when it was posted.

ALTER TABLE prompt_messages ADD COLUMN first_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE prompt_messages ADD COLUMN lines_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE prompt_messages ADD COLUMN addressed_json TEXT NOT NULL DEFAULT '[]';
