-- Each seat of every game in a table of its own: /game mine finds a person's games through
-- game_seats_by_user instead of matching the seats text of every running game.
CREATE TABLE game_seats (
    game_id BIGINT NOT NULL REFERENCES games (id),
    seat    INTEGER NOT NULL,
    user_id BIGINT  NOT NULL,  -- a Discord user id; AI seats are negative
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX game_seats_by_user ON game_seats (user_id, game_id);

INSERT INTO game_seats (game_id, seat, user_id)
    SELECT g.id, s.ordinality - 1, CAST(s.value AS BIGINT)
    FROM games g, json_array_elements_text(CAST(g.seats AS json)) WITH ORDINALITY AS s(value, ordinality);
