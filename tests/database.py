"""The test suite's databases: SQLite files, and a real PostgreSQL server the suite starts
itself (the ``pgserver`` wheel ships the server binaries; nothing to install by hand).

Every test gets an empty database of its own: a fresh file, or a fresh schema of the one
server (``search_path`` in the URL), dropped afterwards.

Tests (or modules) marked ``both_backends`` run once per backend; the rest run on SQLite,
or on PostgreSQL when TABLEHOST_TEST_DATABASE=postgresql (the whole suite on PostgreSQL).
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

BACKENDS = ("sqlite", "postgresql")
_schemas = itertools.count(1)


def default_backend() -> str:
    chosen = os.environ.get("TABLEHOST_TEST_DATABASE", "sqlite")
    if chosen not in BACKENDS:
        raise pytest.UsageError(f"TABLEHOST_TEST_DATABASE must be one of {BACKENDS}")
    return chosen


class PostgresServer:
    """One server for the whole run, in a temporary folder."""

    def __init__(self, folder: Path) -> None:
        import pgserver

        self._server = pgserver.get_server(folder, cleanup_mode="stop")
        self.uri = self._server.get_uri()

    def psql(self, command: str) -> str:
        return str(self._server.psql(command))

    def fresh_url(self, name: str | None = None) -> str:
        """An empty schema, and the URL that makes it the connection's search_path."""
        schema = name or f"test_{os.getpid()}_{next(_schemas)}"
        self.psql(f"DROP SCHEMA IF EXISTS {schema} CASCADE; CREATE SCHEMA {schema};")
        separator = "&" if "?" in self.uri else "?"
        return f"{self.uri}{separator}search_path={schema}"

    def drop(self, url: str) -> None:
        schema = url.rsplit("search_path=", 1)[-1]
        self.psql(f"DROP SCHEMA IF EXISTS {schema} CASCADE;")

    def stop(self) -> None:
        self._server.cleanup()


@pytest.fixture(scope="session")
def postgres_server(tmp_path_factory) -> Iterator[PostgresServer]:
    server = PostgresServer(tmp_path_factory.mktemp("pgdata"))
    yield server
    server.stop()


@pytest.fixture
def backend(request) -> str:
    return getattr(request, "param", None) or default_backend()


@pytest.fixture
def database_url(request, backend, tmp_path) -> Iterator[str]:
    """An empty database of the test's backend."""
    if backend == "sqlite":
        yield f"sqlite:///{tmp_path / 'tablehost.db'}"
        return
    server: PostgresServer = request.getfixturevalue("postgres_server")
    url = server.fresh_url()
    yield url
    server.drop(url)


def both_backends(metafunc: pytest.Metafunc) -> None:
    """pytest_generate_tests: marked tests run once per backend."""
    if "backend" in metafunc.fixturenames and metafunc.definition.get_closest_marker(
            "both_backends"):
        metafunc.parametrize("backend", BACKENDS, indirect=True)
