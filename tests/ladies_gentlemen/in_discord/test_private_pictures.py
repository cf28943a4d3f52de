"""My hand / my board: each seat's own picture (a Lady, a Gentleman, the Courtesan), and a
German server's German pictures and texts."""

from __future__ import annotations

from tests.bot.driver import answer
from tests.ladies_gentlemen.in_discord.table import BOT, latest_prompt, seat_table

PNG = b"\x89PNG\r\n\x1a\n"
MY_HAND = {"en": "My hand / my board", "de": "Meine Hand / mein Tableau"}


async def my_board(member, prompt, lang: str = "en"):
    shown = answer(await member.click(prompt, label=MY_HAND[lang]))
    assert shown.ephemeral, shown.content
    files = shown.message.attachments
    assert [f.filename for f in files] == ["mine.png"], files
    return shown, await files[0].read()


async def test_my_hand_gives_the_lady_the_gentleman_and_the_courtesan_their_own_picture(
        simcord_env, monkeypatch):
    table = seat_table(simcord_env, ("ann", "ben", "cat"), monkeypatch)
    ann, ben, cat = table.members
    await table.open(["ann", "ben", BOT, BOT, "cat"])
    _, game, state = await table.state()
    prompt = latest_prompt(table.channel)
    seen: dict[int, bytes] = {}
    for seat, member, words in ((0, ann, "You are the Lady of Team blue"),
                                (1, ben, "You are the Gentleman of Team blue"),
                                (4, cat, "You are the Courtesan")):
        shown, png = await my_board(member, prompt)
        assert words in shown.content and png.startswith(PNG)
        mine = table.pictures.private[-1]
        assert mine.view == game.view(state, seat) and mine.lang == "en" and mine.png == png
        seen[seat] = png
    assert f"Your money: £{state['money'][0]:,}" in answer(
        await ben.click(prompt, label=MY_HAND["en"])).content
    assert len(set(seen.values())) == 3  # three different views, three different pictures
    servant = game.view(state, 0)["wardrobe"][0][0]
    assert servant in game.view(state, 0)["wardrobe"][0]
    assert servant not in str(game.view(state, 1)["wardrobe"][0])  # ben sees only "servant"


async def test_a_german_server_gets_german_pictures_and_texts(simcord_env, monkeypatch, speaks):
    table = seat_table(simcord_env, ("ann", "ben", "cat"), monkeypatch, locale="de")
    ann, ben, _ = table.members
    speaks[ann.id] = "de"
    started = await table.open(["ann", "ben", BOT, BOT, "cat"])
    assert "Das Spiel beginnt!" in started.content
    assert f"Team Blau: {ann.mention} und {ben.mention}" in started.content
    assert "Tag 1" in started.content and "Day 1" not in started.content
    board = table.pictures.boards[-1]
    assert board.lang == "de"
    posted = await started.message.attachments[0].read()
    assert posted == board.png
    assert posted != table.pictures.board_in(board, "en")

    _, game, state = await table.state()
    shown, png = await my_board(ann, latest_prompt(table.channel), "de")
    assert "Deine Sicht" in shown.content and "Du bist Lady von Team Blau" in shown.content
    mine = table.pictures.private[-1]
    assert mine.view == game.view(state, 0) and mine.lang == "de" and mine.png == png
    assert png != table.pictures.private_in(mine, "en")
