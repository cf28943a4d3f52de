-- Skill ratings per server, game and person, updated in the transaction that records a
-- game's results (bot/ratings), so /leaderboard reads ten rows instead of replaying every
-- result of the server. `python -m bot rerate` works them out again from results; a
-- database whose games were rated before this migration is rated on first use.
CREATE TABLE ratings (
    guild_id INTEGER NOT NULL,
    game_key TEXT    NOT NULL,
    user_id  INTEGER NOT NULL,
    mu       REAL    NOT NULL,
    sigma    REAL    NOT NULL,
    ordinal  REAL    NOT NULL,  -- mu - 3 sigma, what the leaderboard ranks by
    played   INTEGER NOT NULL,
    won      INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game_key, user_id)
);
CREATE INDEX ratings_by_rank ON ratings (guild_id, game_key, ordinal DESC, played DESC, user_id);

-- Each person's rating change in one finished game (the line under its score sheet).
CREATE TABLE rating_changes (
    game_id INTEGER NOT NULL REFERENCES games (id),
    seat    INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    before  REAL    NOT NULL,
    after   REAL    NOT NULL,
    PRIMARY KEY (game_id, seat)
);
