-- The display name of each person seated in a game, kept from their own interactions (the
-- bot has no members intent, so it cannot look people up): button labels, pictures and
-- summaries name them instead of "Player N". Written only when a name changed.

CREATE TABLE seat_names (
    game_id BIGINT NOT NULL,
    user_id BIGINT NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
