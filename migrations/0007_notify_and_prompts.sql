-- How each person hears that it is their turn (/notify), and where each game's latest turn
-- prompt is (the jump link of /game mine and of turn notices by direct message).

CREATE TABLE notify_settings (
    user_id       BIGINT  NOT NULL PRIMARY KEY,
    mode          TEXT    NOT NULL DEFAULT 'channel'
                  CHECK (mode IN ('channel', 'dm', 'both')),
    reminder_secs INTEGER,             -- NULL: no reminders of one's own
    quiet_start   INTEGER,             -- minutes after local midnight; NULL: no quiet hours
    quiet_end     INTEGER,
    time_zone     TEXT    NOT NULL DEFAULT 'UTC',
    updated_at    TEXT    NOT NULL
);

CREATE TABLE prompt_messages (
    game_id    INTEGER NOT NULL PRIMARY KEY REFERENCES games (id),
    channel_id BIGINT  NOT NULL,
    message_id BIGINT  NOT NULL,
    version    INTEGER NOT NULL,
    posted_at  TEXT    NOT NULL
);
