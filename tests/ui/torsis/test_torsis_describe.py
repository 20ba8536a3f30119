"""Every Torsis event has a log line in Korean and English (the Undo/Redo items and the review list)."""

from __future__ import annotations

from grimoire_app.systems.torsis import (
    CleanerChecked,
    DayVoteCast,
    Death,
    DrawDeclared,
    FortuneChosen,
    GraveKeeperLearned,
    KamikazeAttackChosen,
    KnightSacrificed,
    MagicianVoteCast,
    NightVoteCast,
    PhaseEnded,
    ProphetChecked,
    ProtectionChosen,
    StatusCorrected,
    TorsisEvent,
    TorsisResult,
)
from grimoire_app.systems.torsis.log_lines import describe
from grimoire_app.ui.torsis.faces import seat_faces
from tests.ui.torsis.torsis_ui import dealt

SEATS = ("민수=human", "지현=torsis", "P3=cleaner", "P4=butcher", "P5=priest")

EVENTS: list[TorsisEvent] = [
    DayVoteCast(voter="민수", target="지현"),
    DayVoteCast(voter="민수", target=None),
    MagicianVoteCast(magician="P4", target="민수"),
    MagicianVoteCast(magician="P4", target=None),
    NightVoteCast(voter="지현", target="민수"),
    NightVoteCast(voter="지현", target=None),
    ProtectionChosen(priest="P5", target="민수"),
    ProtectionChosen(priest="P5", target=None),
    KamikazeAttackChosen(kamikaze="P4", target="민수"),
    KamikazeAttackChosen(kamikaze="P4", target=None),
    FortuneChosen(fortune_teller="P5", target="지현"),
    FortuneChosen(fortune_teller="P5", target=None),
    KnightSacrificed(knight="P5", target="민수"),
    CleanerChecked(cleaner="P3", target="지현", answer="torsis"),
    ProphetChecked(prophet="P4", target="P3", answer="cleaner"),
    GraveKeeperLearned(keeper="P5", reports=()),
    StatusCorrected(player="민수", alive=False),
    StatusCorrected(player="민수", alive=True),
    PhaseEnded(phase_index=1, deaths=(Death(player="지현", causes=("day_vote",)),), revivals=("P5",), result=TorsisResult(winner="human", condition="all_torsis_dead")),
    DrawDeclared(override="GAME_OVER: x"),
]


def test_every_event_is_told_in_both_languages() -> None:
    state = dealt(*SEATS).state
    lines = {lang: [describe(event, state, lang, lang) for event in EVENTS] for lang in ("ko", "en")}  # type: ignore[arg-type]
    assert lines["ko"][:2] == ["민수가 지현에게 투표", "민수가 투표 취소"]
    assert lines["en"][-2] == "Day 1 ends · died: 지현 · returned: P5 · Humans win"
    assert lines["en"][-1] == "Draw declared (override)"
    assert all(line and "{" not in line for lang in lines for line in lines[lang])
    assert describe(dealt(*SEATS).events[0], state, "ko", "ja").startswith("5명에게 역할 배정: 人間 ×1")


def test_the_square_shows_tonights_choices_as_pills() -> None:
    """Spec 6 "Grimoire": PROTECTED, TORSIS TARGET, KAMIKAZE TARGET, EXTRA VOTE, RETURNS NEXT PHASE."""
    game = dealt("T1=torsis", "CL=cleaner", "BU=butcher", "KZ=kamikaze", "PR=priest", "FT=fortune_teller", "WK=white_knight", "H1=human", "H2=human")
    game.end_phase()
    game.cast_day_vote("H1", "BU")
    game.end_phase()
    game.cast_night_vote("T1", "H1")
    game.protect("PR", "H1")
    game.kamikaze("KZ", "H2")
    game.fortune("FT", "T1")
    game.use_knight("WK", "BU")
    pills = {face.player_id: [p.text for p in face.pills] for face in seat_faces(game.state, "en", "en")}
    assert pills["H1"] == ["Torsis 1", "Protected"] and pills["H2"] == ["Kamikaze target"]
    assert pills["T1"] == ["Extra vote (tomorrow)"] and pills["BU"] == ["Returns next phase"]
    faces = {face.player_id: face for face in seat_faces(game.state, "en", "ja")}
    assert faces["KZ"].token.name == "神風特攻隊" and not faces["WK"].alive and faces["T1"].token.team == "demon"
