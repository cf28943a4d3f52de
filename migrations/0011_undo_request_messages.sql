-- Where each game's open undo request was posted, so that the request can be marked lapsed
-- (its Agree / Refuse buttons removed) as soon as the game moves on. At most one request is
-- open per game: a request is tied to the version it was made at.

CREATE TABLE undo_requests (
    game_id    BIGINT  NOT NULL PRIMARY KEY,
    version    INTEGER NOT NULL,
    requester  BIGINT  NOT NULL,
    channel_id BIGINT  NOT NULL,
    message_id BIGINT  NOT NULL,
    created_at TEXT    NOT NULL
);
