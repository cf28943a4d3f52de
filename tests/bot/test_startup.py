"""`python -m bot`: configuration, clear failures, and command syncing only on change."""

from __future__ import annotations

import gc
import logging

import discord
import pytest

import bot.__main__ as entry
from bot.bot import TablehostBot
from bot.config import (
    DEFAULT_DATABASE_PATH,
    DEFAULT_TAKE_BACK_GRACE,
    ConfigError,
    load_config,
)

SECRET = "MTIzNDU2.secret-token-value"


def test_config_defaults_and_errors():
    config = load_config({"DISCORD_TOKEN": SECRET}, dotenv=False)
    assert config.database_path == DEFAULT_DATABASE_PATH and config.guild_id is None
    assert SECRET not in repr(config)
    assert load_config({"DISCORD_TOKEN": SECRET, "DISCORD_GUILD_ID": "42", "LOG_LEVEL": "debug"},
                       dotenv=False).guild_id == 42
    with pytest.raises(ConfigError, match="DISCORD_TOKEN"):
        load_config({}, dotenv=False)
    with pytest.raises(ConfigError, match="DISCORD_GUILD_ID"):
        load_config({"DISCORD_TOKEN": SECRET, "DISCORD_GUILD_ID": "abc"}, dotenv=False)


def test_the_take_back_grace_is_a_setting_of_seconds():
    default = load_config({"DISCORD_TOKEN": SECRET}, dotenv=False).take_back_grace
    assert default == DEFAULT_TAKE_BACK_GRACE == 10
    config = load_config({"DISCORD_TOKEN": SECRET, "TAKE_BACK_GRACE": "4.5"}, dotenv=False)
    assert config.take_back_grace == 4.5 and "take_back_grace=4.5" in repr(config)
    for bad in ("soon", "-1", "61"):
        with pytest.raises(ConfigError, match="TAKE_BACK_GRACE must be seconds from 0 to 60"):
            load_config({"DISCORD_TOKEN": SECRET, "TAKE_BACK_GRACE": bad}, dotenv=False)
    bot = TablehostBot(database_url="sqlite:///unused.db", take_back_grace=config.take_back_grace)
    assert bot.take_back_grace == 4.5  # what setup_hook hands to AutoPlay as its grace


def run_main(monkeypatch, capsys, tmp_path, env):
    monkeypatch.chdir(tmp_path)  # no stray .env
    root = logging.getLogger()
    monkeypatch.setattr(root, "handlers", list(root.handlers))  # main() installs a handler
    monkeypatch.setattr(root, "level", root.level)
    for key in ("DISCORD_TOKEN", "DISCORD_GUILD_ID", "DATABASE_PATH", "LOG_LEVEL"):
        monkeypatch.setenv(key, "")  # so that whatever .env sets is undone afterwards
        monkeypatch.delenv(key)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    code = entry.main([])
    return code, capsys.readouterr()


def test_the_search_budget_is_a_multiple_of_each_games_own():
    assert load_config({"DISCORD_TOKEN": SECRET}, dotenv=False).search_budget == 1.0
    config = load_config({"DISCORD_TOKEN": SECRET, "SEARCH_BUDGET": "2.5"}, dotenv=False)
    assert config.search_budget == 2.5
    for bad in ("0", "11", "lots"):
        with pytest.raises(ConfigError, match=r"SEARCH_BUDGET must be a number from 0\.1 to 10"):
            load_config({"DISCORD_TOKEN": SECRET, "SEARCH_BUDGET": bad}, dotenv=False)


def test_missing_token_is_one_clear_line(monkeypatch, capsys, tmp_path):
    code, out = run_main(monkeypatch, capsys, tmp_path, {})
    assert code == 2
    assert out.err.count("\n") == 1 and "DISCORD_TOKEN is not set" in out.err
    assert "Traceback" not in out.err + out.out


def test_token_from_dotenv_and_rejected_token(monkeypatch, capsys, tmp_path):
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={SECRET}\nDATABASE_PATH=db/t.db\n")

    async def reject(self, token, *, reconnect=True):
        assert token == SECRET  # read from .env
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setattr(TablehostBot, "start", reject)
    code, out = run_main(monkeypatch, capsys, tmp_path, {})
    assert code == 2
    assert "rejected DISCORD_TOKEN" in out.err and out.err.count("\n") == 1
    assert SECRET not in out.err + out.out and "Traceback" not in out.err


async def test_commands_are_synced_only_when_they_change(simcord_env, bots):
    def syncs():
        return [r for r in simcord_env.http_requests
                if r.method == "PUT" and r.path.endswith("/commands")]

    assert simcord_env.bot.synced_commands is True and len(syncs()) == 1
    await simcord_env.restart_bot(bots())
    assert simcord_env.bot.synced_commands is False and len(syncs()) == 1
    await simcord_env.bot.store.put_setting("commands_hash:global", "an older definition")
    await simcord_env.restart_bot(bots())
    assert simcord_env.bot.synced_commands is True and len(syncs()) == 2


async def test_what_start_up_made_is_kept_out_of_the_collector_until_the_bot_closes(
        simcord_env):
    # gc.freeze() once started: full collections do not walk the start-up heap.
    assert gc.get_freeze_count() > 0
    await simcord_env.bot.close()
    assert gc.get_freeze_count() == 0
