"""What can go wrong with the database itself, each with a message safe to show in one line
(never a password): at start-up (``DatabaseUnreachable``, ``SchemaTooNew``) and while
running (``DatabaseBusy``: a lock held elsewhere outlasted the bounded wait)."""

from __future__ import annotations


class DatabaseFault(Exception):
    """The database cannot do what was asked; ``str()`` is one line without secrets."""


class DatabaseUnreachable(DatabaseFault):
    """The database could not be opened (PostgreSQL down, refused, wrong password, ...)."""


class SchemaTooNew(DatabaseFault):
    """The database was migrated by a newer tablehost than this one (a rollback after an
    upgrade): running on it could misread or damage what that version wrote."""

    def __init__(self, found: int, known: int) -> None:
        super().__init__(
            f"the database is at schema version {found}, newer than this tablehost knows "
            f"(up to {known}); run the newer version, or restore a backup taken before the "
            "upgrade")
        self.found = found
        self.known = known


class DatabaseBusy(DatabaseFault):
    """Another connection or process held a lock longer than the bounded wait; nothing of
    this statement (or its transaction) was written."""
