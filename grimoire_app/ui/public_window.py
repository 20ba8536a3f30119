"""The public town square, for a TV or a second screen: names, life, ghost votes, phase, the day.

It paints from `public_view(state, public_votes(game), public_travellers(game))` only
(town_square/public.py), so no character but a Traveller's (public), no alignment, reminder or bluff can reach it, and a secret vote's count never does
(Organ Grinder, spec 3.3). With the Djinn in play the script's jinxes are listed in the bottom-left corner
(docs/rules/djinn.md). While a vote is taken the square panel passes it on (`set_live_vote`, a `LiveVote` from
`public_live`: names, the clock hand, and unless the vote is secret the raised hands and the count against the
threshold); the window then draws the hands, the clock hand and the count in the middle (town_square/vote_paint.py),
repainting from that value alone. `visible_texts` returns every string it draws
(tests check it). F11 toggles full screen; Esc leaves full screen. Once the game is over and the
Storyteller chooses "Reveal to the table" (`set_reveal`), it shows the winner and why, and each seat's
character and alignment (ui/game_over.py); an undo of the game's end hides them again.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.events import STORYTELLER
from grimoire_app.systems.botc.setup.loric import BOOTLEGGER, house_rules_lines
from grimoire_app.systems.botc.fabled_applied import djinn_jinxes
from grimoire_app.systems.botc.travellers import public_travellers
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square import style
from grimoire_app.ui.town_square.face_values import FabledFace
from grimoire_app.ui.town_square.fabled import fabled_radius, paint_fabled
from grimoire_app.ui.town_square.faces import Faces
from grimoire_app.ui.town_square.geometry import SquareLayout, square_layout
from grimoire_app.ui.town_square.jinxes import paint_jinxes
from grimoire_app.ui.town_square.paint import draw_fitted, paint_ghost_vote, paint_shroud
from grimoire_app.ui.town_square.public import LiveVote, PublicView, public_view, public_votes
from grimoire_app.ui.day_timer import TimerFace, paint_public_timer, public_timer_texts
from grimoire_app.ui.town_square.vote_paint import paint_clock, paint_marks, paint_vote_middle
from grimoire_app.ui.town_square.vote_view import VoteLines, vote_lines
from grimoire_app.ui import privacy
from grimoire_app.ui.screen_fit import fit_window

PUBLIC_PROPERTY = privacy.PUBLIC_PROPERTY
"""A window with this property set shows nothing secret; the privacy cover leaves it alone."""


_OPEN: set[PublicTownSquare] = set()
"""Every public window not yet deleted: a parentless window must not be deleted by Python's garbage
collector, which may run in the middle of its own paintEvent (a use-after-free); it is deleted
with `deleteLater` instead, when its grimoire goes (`delete_with`)."""


class PublicTownSquare(QWidget):
    """A separate window the table may look at."""

    def __init__(self, session: GameSession, lang: Lang) -> None:
        super().__init__(None, Qt.WindowType.Window)
        _OPEN.add(self)
        self.destroyed.connect(lambda: _OPEN.discard(self))
        self.session = session
        self.lang: Lang = lang
        self.setObjectName("public-town-square")
        self.setProperty(PUBLIC_PROPERTY, True)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        fit_window(self, (1024, 640))
        self.live: LiveVote | None = None
        self.timer: TimerFace | None = None
        """The day timer running now, drawn in the top-right corner (ui/day_timer.py; None: none runs)."""
        self.reveal = False
        """Whether the Storyteller revealed the grimoire to the table (shown only while the game is over)."""
        session.changed.connect(self.update)
        self._retitle()

    def delete_with(self, owner: QWidget) -> None:
        """Delete this window (safely, from the event loop) when the grimoire showing it is deleted."""
        owner.destroyed.connect(self.deleteLater)

    def set_language(self, lang: Lang) -> None:
        """Switch the window's language."""
        self.lang = lang
        self._retitle()
        self.update()

    def _retitle(self) -> None:
        self.setWindowTitle(tr("square.public.title", self.lang))

    def show_on_best_screen(self) -> None:
        """Show full screen on a second screen if there is one, else as a normal window."""
        screens = QGuiApplication.screens()
        own = self.screen()
        others = [screen for screen in screens if screen is not QGuiApplication.primaryScreen()]
        if others:
            self.setGeometry(others[0].geometry())
            self.showFullScreen()
        else:
            self.show() if own is None or not self.isVisible() else self.raise_()
        self.raise_()

    def view(self) -> PublicView:
        """Return what the window shows."""
        game = self.session.game
        jinxes = djinn_jinxes(game.state, game.script, game.library) if game else ()
        return public_view(self.session.state, public_votes(game), public_travellers(game), jinxes)

    def set_live_vote(self, vote: LiveVote | None) -> None:
        """Show the vote being taken (None: no vote now)."""
        if vote != self.live:
            self.live = vote
            self.update()

    def set_timer(self, face: TimerFace | None) -> None:
        """Show a running day timer (None: hide it)."""
        if face != self.timer:
            self.timer = face
            self.update()

    def set_reveal(self, on: bool) -> None:
        """Reveal (or hide) the winner and every seat's character and alignment, once the game is over."""
        self.reveal = on
        self.update()

    def revealing(self) -> bool:
        """Whether the reveal is shown now: chosen by the Storyteller, and the game over."""
        return self.reveal and self.session.state.result is not None

    def reveal_tags(self) -> list[str]:
        """Return the tag under each seat while revealing ('<character> · <alignment>'), else []."""
        game = self.session.game
        if not self.revealing() or game is None:
            return []
        from grimoire_app.ui.game_over import reveal_rows

        rows = reveal_rows(self.session.state, Faces(game.script, game.library, self.lang, game))
        return [tr("gameover.public.tag", self.lang, character=row.character, alignment=row.alignment) for row in rows]

    def _who(self, name: str) -> str:
        return tr("describe.storyteller", self.lang) if name == STORYTELLER else name

    def lines(self, view: PublicView) -> list[str]:
        """Return the middle's lines: phase, counts, deaths, nominations, the vote now, who is about to die, execution.

        While revealing, the winner and why come first instead of the phase and counts."""
        result = self.session.state.result
        if self.revealing() and result is not None:
            from grimoire_app.ui.town_square.faces import headline

            return [tr("gameover.middle", self.lang, winner=headline(result, self.lang)), result.reason]
        phase = tr(f"phase.{view.phase.kind}", self.lang, number=view.phase.number)
        vote = self.vote_lines()
        if vote is not None:  # a vote in progress takes the middle: whom, the count against the threshold, the clock hand
            return [phase, *vote.texts()]
        lines = [phase, tr("square.public.counts", self.lang, alive=view.alive, needed=view.needed)]
        if view.deaths:
            lines.append(tr("daypanel.public.deaths", self.lang, players=", ".join(view.deaths)))
        for n in view.nominations:
            key = "daypanel.public.secret_vote" if n.secret else "square.public.nomination" if n.votes is None else "square.public.nomination_votes"
            lines.append(tr(key, self.lang, nominator=self._who(n.nominator), nominee=self._who(n.nominee), votes=n.votes or 0))
        if view.about_to_die:
            lines.append(tr("daypanel.public.about_to_die", self.lang, player=self._who(view.about_to_die)))
        if view.exiled:
            lines.append(tr("square.public.exiled", self.lang, players=", ".join(view.exiled)))
        if view.executed:
            lines.append(tr("square.public.executed", self.lang, player=self._who(view.executed)))
        return lines

    def vote_lines(self) -> VoteLines | None:
        """Return the middle's lines for the vote in progress (None: no vote now, or the reveal is shown)."""
        if self.live is None or self.revealing():
            return None
        return vote_lines(self.live, self.lang, self._who)

    def seat_points(self, layout: SquareLayout) -> dict[str, QPointF]:
        """Return each seat's centre by seat id (the vote in progress names seats by id)."""
        return {seat.id: QPointF(p.x, p.y) for seat, p in zip(self.session.state.seats, layout.seats, strict=False)}

    def fabled(self, view: PublicView) -> tuple[FabledFace, ...]:
        """Return the faces of the Fabled and Loric in play (public), in the window's language."""
        game = self.session.game
        if game is None or not view.fabled:
            return ()
        return Faces(game.script, game.library, self.lang).fabled(view.fabled)

    def house_rules(self, view: PublicView) -> tuple[str, ...]:
        """Return the Bootlegger's house rules while it is in play: public, like the Fabled (docs/rules/bootlegger.md)."""
        game = self.session.game
        return house_rules_lines(game.script, self.lang) if game is not None and BOOTLEGGER in view.fabled else ()

    def visible_texts(self) -> list[str]:
        """Return every string the window draws, and its title."""
        view = self.view()
        fabled = [face.token.name for face in self.fabled(view)]
        texts = [self.windowTitle(), *(seat.name for seat in view.seats), *self._traveller_tags(view), *self.reveal_tags(), *self.lines(view), *fabled]
        return texts + [*self.house_rules(view)] + self.jinx_lines(view) + public_timer_texts(self.timer)

    def jinx_lines(self, view: PublicView) -> list[str]:
        """Return the Djinn's jinx list as drawn (empty unless the Djinn is in play and the script has jinxes)."""
        game = self.session.game
        return Faces(game.script if game else None, self.session.library, self.lang).jinx_lines(view.jinxes)

    def _traveller_tags(self, view: PublicView) -> list[str]:
        return [self._traveller_tag(seat.traveller) for seat in view.seats if seat.traveller]

    def _traveller_tag(self, character_id: str) -> str:
        """Return the tag under a Traveller's name: 'Traveller · <character>' (public)."""
        game = self.session.game
        found = game.character(character_id) if game else self.session.library.find(character_id)
        name = self.session.library.name(found, self.lang) if found else character_id
        return tr("square.public.traveller", self.lang, character=name)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(style.BACKGROUND))
        view = self.view()
        layout = square_layout(len(view.seats), self.width(), self.height(), 0)
        radius = layout.token_radius
        tags = self.reveal_tags()
        live = self.live if self.vote_lines() is not None else None
        if live is not None:
            paint_clock(painter, QPointF(self.width() / 2, self.height() / 2), self.seat_points(layout), radius, live)
        for index, (seat, centre) in enumerate(zip(view.seats, layout.seats, strict=True)):
            painter.save()
            painter.translate(centre.x, centre.y)
            self._paint_seat(painter, radius, seat.name, seat.alive, seat.ghost_vote, seat.nominated)
            if seat.traveller:
                draw_fitted(painter, QRectF(-1.2 * radius, 1.05 * radius, 2.4 * radius, 0.45 * radius), self._traveller_tag(seat.traveller),
                            radius * 0.3, style.team_colour("traveller"), bold=True, shadow=True)
            if index < len(tags):
                evil = self.session.state.seats[index].alignment == "evil"
                draw_fitted(painter, QRectF(-0.9 * radius, 0.4 * radius, 1.8 * radius, 0.42 * radius), tags[index],
                            radius * 0.3, "#ff8a80" if evil else "#9cc8ff", bold=True, shadow=True)  # inside the token: never off-screen
            painter.restore()
        if live is not None:
            paint_marks(painter, self.seat_points(layout), radius, live)
        self._paint_middle(painter, view)
        paint_fabled(painter, self.fabled(view), fabled_radius(radius))
        self._paint_house_rules(painter, self.house_rules(view), radius)
        paint_jinxes(painter, self.jinx_lines(view), self.width(), self.height(), radius * 0.3)
        paint_public_timer(painter, self.timer, self.width(), self.height())
        painter.end()

    def _paint_house_rules(self, painter: QPainter, lines: tuple[str, ...], radius: float) -> None:
        """Paint the house rules in the bottom-right corner, outside the circle (the title a little brighter); the
        bottom-left corner holds the Djinn's jinxes."""
        row = max(14.0, radius * 0.42)
        width = self.width() * 0.3
        top = self.height() - row * (len(lines) + 0.5)
        left = self.width() - width - row * 0.6
        for number, line in enumerate(lines):
            colour = style.INK if number == 0 else style.MUTED_INK
            draw_fitted(painter, QRectF(left, top + number * row, width, row), line, row * 0.72, colour, bold=number == 0)

    def _paint_seat(self, painter: QPainter, radius: float, name: str, alive: bool, ghost_vote: bool, nominated: bool) -> None:
        painter.setPen(QPen(QColor(style.SELECTION if nominated else "#0a0a0a"), max(2.0, radius * (0.1 if nominated else 0.05))))
        painter.setBrush(QColor("#3a4a5c" if alive else "#2a2c30"))
        painter.drawEllipse(QPointF(0, 0), radius, radius)
        if not alive:
            paint_shroud(painter, radius)
            paint_ghost_vote(painter, radius, ghost_vote)
        colour = style.INK if alive else style.MUTED_INK
        draw_fitted(painter, QRectF(-0.86 * radius, -0.3 * radius, 1.72 * radius, 0.8 * radius), name, radius * 0.4, colour, bold=True, shadow=True)

    def _middle_box(self) -> QRectF:
        width, height = self.width() * 0.5, self.height() * 0.42
        return QRectF((self.width() - width) / 2, (self.height() - height) / 2, width, height)

    def _paint_middle(self, painter: QPainter, view: PublicView) -> None:
        lines = self.lines(view)
        box = self._middle_box()
        width, height = box.width(), box.height()
        vote = self.vote_lines()
        if vote is not None:
            head = height * 0.16
            draw_fitted(painter, QRectF(box.left(), box.top(), width, head), lines[0], head * 0.7, style.MUTED_INK, bold=True)
            paint_vote_middle(painter, box.adjusted(0, head, 0, 0), vote)
            return
        row = height / max(len(lines) + 1, 6 if self.revealing() else 4)  # the reveal's two lines stay clear of the seats
        draw_fitted(painter, QRectF(box.left(), box.top(), width, row * 1.6), lines[0], row * 1.1, style.INK, bold=True)
        top = box.top() + row * 1.6
        for line in lines[1:]:
            draw_fitted(painter, QRectF(box.left(), top, width, row), line, row * 0.6, style.MUTED_INK)
            top += row

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_F11:
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
        elif event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        else:
            super().keyPressEvent(event)
