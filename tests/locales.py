"""A test's people speaking other languages: simcord sends every interaction as en-US."""

from __future__ import annotations

from typing import Any

import pytest
from simcord import interactions as sim_interactions

EVERYONE = 0  # no Discord user has id 0: the locale of everyone not named


@pytest.fixture
def speaks(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """``speaks[user_id] = "de"``: that user's clicks and commands carry a German locale."""
    locales: dict[int, str] = {}
    original = sim_interactions.base_payload

    def base_payload(backend: Any, **kwargs: Any) -> Any:
        record, payload = original(backend, **kwargs)
        payload["locale"] = locales.get(kwargs["user_id"],
                                        locales.get(EVERYONE, payload["locale"]))
        return record, payload

    monkeypatch.setattr(sim_interactions, "base_payload", base_payload)
    return locales


@pytest.fixture
def german(speaks: dict[int, str]) -> None:
    """Every interaction from now on comes from a client set to German."""
    speaks[EVERYONE] = "de"
