"""The town square: the circular grimoire the Storyteller looks at all game.

Modules (imported one by one: this package imports nothing, so `geometry` stays Qt-free):
- geometry: `square_layout`, `seat_positions`, `reminder_offsets`, `overlaps`, `nearest_gap` (pure, no Qt)
- faces: `Faces`, `SeatFace`, `ReminderFace`, `MiddleFace`, `TokenFace` (what items show; no Qt)
- public: `public_view`, `PublicView` (what the table may see; no Qt)
- vote_view: `storyteller_live`, `vote_lines` (a vote in progress as each square words it; no Qt); vote_paint, vote_items:
  the vote drawn (hands, clock hand, count) on the public window and the square (`VoteLayer`)
- paint, style: token painting, colours and fonts
- items, scene, view: `SeatItem`, `ReminderItem`, `TownSquareScene.sync(state)`, `TownSquareView`, `ExternalDrag`
- commands, menu: `SquareCommands` (events through the session, with the override dialog), `seat_menu`
- panel: `TownSquarePanel(session, lang)`, the widget the main window places
"""

__all__: list[str] = []
