"""The game loop of ``euchre play``: one human seat, three bots, text in and text out.

A :class:`Session` holds the game; :meth:`Session.play` runs it to the end, asking
``read()`` for each answer of the human and writing to a :class:`~euchre.terminal.render.
Screen`. Everything shown to the human comes from ``state.view(human)``: the table, the
bots' actions as the human saw them (a bot's discard stays face down), the tricks, the
results. The State itself is used only to apply actions, to ``explain`` the human's
choices and to save the game.

>>> import io, euchre
>>> from euchre.bots import RuleBot
>>> from euchre.terminal.render import PlainScreen
>>> from euchre.terminal.session import Session
>>> out = io.StringIO()
>>> game = Session(euchre.new_game(euchre.presets.OPENSPIEL, seed=3), euchre.Seat.SOUTH,
...                [RuleBot(1), RuleBot(2), None, RuleBot(3)], PlainScreen(out))
>>> answers = iter(["order up now", "quit"])
>>> game.play(lambda: next(answers))
0
>>> "order up now" in out.getvalue() and "You left the game" in out.getvalue()
True
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import Any

from euchre import records
from euchre._render import (
    Place,
    action_text,
    explanation_text,
    facts,
    history_count,
    score_text,
    seat_of,
)
from euchre.actions import DISCARD_ACTIONS, GIVE_ACTIONS, Action, ActionKind, parse_action
from euchre.bots import Bot, PIMCBot
from euchre.cards import parse_card
from euchre.engine import cardorder
from euchre.errors import EuchreError
from euchre.match import Match
from euchre.outcomes import Trick
from euchre.state import State
from euchre.terminal.render import Screen
from euchre.terminal.screen import choice_lines, result_line, table_lines, trick_line
from euchre.views import View

__all__ = ["COMMANDS", "Session"]

#: The commands a player may type at a decision, besides a choice.
COMMANDS = """\
Answer with the number of a choice, or its text: pass, order up, call hearts, play Jd, or
just the card (Jd, J♦, 10s).
  explain ACTION   why ACTION is legal or not now (any action, such as explain play Jd)
  hint             what the PIMC bot would do here, and each choice's expected points
  undo             back to your previous decision (the bots' actions since then undone)
  save FILE        write the game so far as a JSON record (euchre check FILE replays it)
  rules            the rules of this game
  help             this list
  quit             leave the game"""

#: Sentinels a command returns to the turn loop.
_UNDO = "undo"
_QUIT = "quit"


class Session:
    """A game between the human at ``human`` and ``bots`` (a list of one per seat, North
    (or A) first; the human's entry is ignored), written to ``screen``.

    ``names`` are the seats' names on the screen (``you``, ``rule bot``);
    ``hint_bot`` answers ``hint`` (a :class:`~euchre.bots.PIMCBot`; 20 worlds a decision
    when not given); ``echo`` repeats each answer read after its prompt (for answers read
    from a file, which the screen would not show otherwise).
    """

    def __init__(
        self,
        state: State,
        human: Place,
        bots: Sequence[Bot | None],
        screen: Screen,
        *,
        names: Sequence[str] | None = None,
        hint_bot: PIMCBot | None = None,
        echo: bool = False,
    ) -> None:
        n = state.rules.players
        if len(bots) != n:
            if n == 4:
                raise ValueError("a session needs four entries in bots, one per seat (North first)")
            raise ValueError(f"a session at this table needs {n} entries in bots, one per seat")
        self.state = state
        self.human = seat_of(state.rules, int(human))
        self.bots = list(bots)
        self.seats = tuple(seat_of(state.rules, number) for number in range(n))
        for seat in self.seats:
            if seat != self.human and self.bots[seat] is None:
                raise ValueError(f"no bot for {seat}: every seat but the human's needs one")
        self.screen = screen
        self.names = tuple(names) if names is not None else _default_names(self.human, n)
        self.hint_bot = hint_bot if hint_bot is not None else PIMCBot(seed="hint")
        #: Repeat each answer after the prompt (input read from a file or a pipe).
        self.echo = echo
        #: The states at the human's decisions, oldest first (for ``undo``).
        self.decisions: list[State] = []
        #: The match this session plays (rules with ``match_games`` > 1: Railroad's laps
        #: and slams), or None for one game.
        self.match: Match | None = None

    # ------------------------------------------------------------------ the loop

    def play(self, read: Callable[[], str | None]) -> int:
        """Play until the game (or the session's :attr:`match`) ends or the human quits;
        ``read()`` gives the human's next line (None at the end of the input, which leaves
        the game). Returns 0."""
        while True:
            self._hand_start(self.state.view(self.human))
            status = self._play_game(read)
            if status is not None:
                return status
            self._game_over()
            if self.match is None:
                return 0
            self.match = self.match.played(self.state)
            self._match_news(self.match)
            if self.match.is_over:
                return 0
            self.state, self.decisions = self.match.state, []

    def _match_news(self, match: Match) -> None:
        """The line between games: the games won, a slam, the lap carried; or the match's
        result."""
        t = self.state.rules.table
        result = match.results[-1]
        slam = " A slam: two games." if result.slam else ""
        self.screen.say(f"Games won: {score_text(match.games_won, t)}.{slam}")
        if match.is_over:
            side = match.winning_side
            assert side is not None  # a match over has a winner
            verdict = "You win" if side == t.side_of[self.human] else "You lose"
            self.screen.say(f"Match over: {t.side_names[side]} win the match. {verdict}.")
        elif result.carried:
            assert result.winning_side is not None  # only a winner carries a lap
            self.screen.say(
                f"Lap: {t.side_names[result.winning_side]} carry {result.carried} into the next game."
            )

    def _play_game(self, read: Callable[[], str | None]) -> int | None:
        """Play the current game to its end (None) or until the human leaves (0)."""
        while not self.state.is_over:
            state = self.state
            seat = state.to_act
            if seat is None:  # a game started from a deal, not a seed, waits for the next
                self.screen.say(
                    "The game waits for the next deal: start it with a seed to play on."
                )
                return 0
            if seat != self.human:
                bot = self.bots[seat]
                assert bot is not None
                self._advance(state, bot.act(state.view(seat)))
                continue
            answer = self._turn(state, read)
            if answer == _QUIT:
                scores = score_text(self.state.scores, self.state.rules.table)
                self.screen.say(f"You left the game at {scores}.")
                return 0
            if answer == _UNDO:
                self.decisions.pop()
                self.state = self.decisions[-1]
                self.screen.say("Undone: back to your previous decision.")
                continue
            assert isinstance(answer, Action)
            self._advance(state, answer)
        return None

    def play_stream(self, lines: Callable[[], str]) -> int:
        """:meth:`play` reading lines from a ``readline`` function (an empty string: the end
        of the input), as ``sys.stdin.readline``."""

        def read() -> str | None:
            line = lines()
            return line.rstrip("\r\n") if line else None

        return self.play(read)

    def _turn(self, state: State, read: Callable[[], str | None]) -> Action | str:
        """The human's decision at ``state``: an action, ``_UNDO`` or ``_QUIT``."""
        if not self.decisions or self.decisions[-1] is not state:
            self.decisions.append(state)
        view = state.view(self.human)
        self.screen.table(table_lines(view, self.names))
        self._ask(view)
        while True:
            self.screen.prompt("> ")
            line = read()
            if self.echo and line is not None:
                self.screen.say(line)
            if line is None:
                self.screen.say("")
                self.screen.say("The input ended.")
                return _QUIT
            answer = self._answer(state, view, line.strip())
            if answer is not None:
                return answer

    def _ask(self, view: View) -> None:
        self.screen.say(f"Your turn, {self.seats[view.seat]}: a number, the action, or help.")
        self.screen.choices(choice_lines(view.legal_actions))

    # ------------------------------------------------------------------ commands

    def _answer(self, state: State, view: View, text: str) -> Action | str | None:
        """What ``text`` asks at the human's decision: an action to apply, ``_UNDO``,
        ``_QUIT``, or None (a command answered here, or a refused choice: ask again)."""
        word, _, rest = text.partition(" ")
        word = word.lower()
        rest = rest.strip()
        if not text:
            if len(view.legal_actions) == 1:
                return view.legal_actions[0]
            self.screen.say("Choose a number (help lists the commands).")
            return None
        if word in ("quit", "exit"):
            return _QUIT
        if word == "help":
            self.screen.say(COMMANDS)
            return None
        if word == "rules":
            self.screen.say(state.rules.describe())
            return None
        if word == "hint":
            self._hint(view)
            return None
        if word == "undo":
            if len(self.decisions) < 2:
                self.screen.say("Nothing to undo: this is your first decision of the game.")
                return None
            return _UNDO
        if word == "save":
            self._save(state, rest)
            return None
        if word == "explain":
            self._explain(state, rest)
            return None
        return self._choice(state, view, text)

    def _choice(self, state: State, view: View, text: str) -> Action | None:
        """The action ``text`` names (a number, an action's text, a card); a choice that is
        not legal is refused with the engine's explanation and the choices again."""
        legal = view.legal_actions
        if text.isdigit():
            number = int(text)
            if 1 <= number <= len(legal):
                return legal[number - 1]
            self.screen.say(f"There is no choice {number}: choose 1 to {len(legal)}.")
            self.screen.choices(choice_lines(legal))
            return None
        try:
            action = _read_action(text, legal)
        except EuchreError as error:
            self.screen.say(f"{error}")
            self.screen.say("Type a number, an action such as play Jd, or help.")
            return None
        if action in legal:
            return action
        self.screen.say(f"Refused: {_explained(state, action)}")
        self._ask(view)
        return None

    def _explain(self, state: State, text: str) -> None:
        if not text:
            self.screen.say("explain what? For example: explain play Jd, explain order up.")
            return
        try:
            action = _read_action(text, state.view(self.human).legal_actions)
        except EuchreError as error:
            self.screen.say(f"{error}")
            return
        self.screen.say(_explained(state, action))

    def _hint(self, view: View) -> None:
        """What the PIMC bot would do here (from the human's view only), and why."""
        bot = self.hint_bot
        worlds = bot.worlds
        values = bot.evaluate(view)
        if not values:
            choice = bot.act(view)
            self.screen.say(
                f"Hint: the PIMC bot plays {action_text(choice)} here without sampling "
                "(a single sensible choice, or a decision it leaves to its rule bot)."
            )
            return
        ranked = sorted(values.items(), key=lambda item: -item[1])
        top = ranked[0][1]
        best = " or ".join(action_text(a) for a, value in ranked if value >= top - 1e-9)
        weighed = (
            "(your side's less theirs)"
            if not bot.weighs_the_score
            else "(your side's less theirs, weighed by what they do to your chance of winning "
            "the game from this score)"
        )
        self.screen.say(
            f"Hint: the PIMC bot would choose {best}. Over {bot.worlds - worlds} deals of the "
            f"unseen cards that fit what you have seen, each choice's average points this hand "
            f"{weighed}, the rest of the hand played out with every card known:"
        )
        for action, value in ranked:
            self.screen.say(f"  {action_text(action):<22} {value:+.2f}")
        left_out = [a for a in view.legal_actions if a not in values]
        if left_out:
            shown = ", ".join(action_text(a) for a in left_out)
            self.screen.say(f"  (not weighed: {shown}; the bot never chooses them here)")

    def _save(self, state: State, path: str) -> None:
        if not path:
            self.screen.say("save where? For example: save game.json")
            return
        record = records.GameRecord.from_state(
            state,
            players=[f"{seat} ({name})" for seat, name in zip(self.seats, self.names, strict=True)],
        )
        try:
            with open(os.path.expanduser(path), "w", encoding="utf-8") as file:
                file.write(records.dumps(record, indent=2) + "\n")
        except OSError as error:
            self.screen.say(f"Cannot save to {path}: {error.strerror or error}")
            return
        self.screen.say(
            f"Saved the game so far ({history_count(state.history)}) to {path}: "
            f"euchre check {path} replays it; euchre play --load {path} goes on with it."
        )

    # ------------------------------------------------------------------ news

    def _advance(self, state: State, action: Action) -> None:
        """Apply ``action`` (by the seat to act) and tell the human what they saw of it."""
        seat = state.to_act
        assert seat is not None
        before = state.view(self.human)
        self.state = state.apply(action)
        after = self.state.view(self.human)
        same_hand = after.hand_number == before.hand_number and len(after.actions) > len(
            before.actions
        )
        if same_hand:  # as the human saw it: a bot's discard face down
            shown = action_text(after.actions[-1].text)
        else:  # the action ended the hand: a play, a pass, a declaration (never face down)
            shown = "a card face down" if action in _FACE_DOWN else action_text(action)
        who = f"You ({seat})" if seat == self.human else f"{seat}"
        self.screen.say(f"{who}: {shown}")
        if same_hand:
            for number, trick in enumerate(
                after.tricks[len(before.tricks) :], len(before.tricks) + 1
            ):
                self.screen.say(trick_line(number, trick))
        else:
            last = _last_trick(before, seat, action)
            if last is not None:
                self.screen.say(trick_line(len(before.tricks) + 1, last))
        for result in after.results[len(before.results) :]:
            self.screen.say(result_line(result, after.scores, self.state.rules.table))
        if after.hand_number != before.hand_number and not self.state.is_over:
            self._hand_start(after)

    def _hand_start(self, view: View) -> None:
        lines = table_lines(view, self.names)
        self.screen.say("")
        self.screen.say(f"--- Hand {view.hand_number + 1} ---")
        self.screen.say(lines[0])
        self.screen.say(lines[1])
        self.screen.say(lines[-1])

    def _game_over(self) -> None:
        view = self.state.view(self.human)
        t = self.state.rules.table
        scores = view.scores
        outcome = facts(view).outcome  # "North-South win." or "The game is drawn."
        top = max(scores)
        leaders = [side for side, points in enumerate(scores) if points == top]
        mine = t.side_of[self.human]
        verdict = "" if len(leaders) > 1 else (" You win." if leaders == [mine] else " You lose.")
        self.screen.say("")
        self.screen.say(f"Game over, {score_text(scores, t)}: {outcome}{verdict}")


_FACE_DOWN = frozenset((*DISCARD_ACTIONS, *GIVE_ACTIONS))


def _default_names(human: Place, players: int) -> tuple[str, ...]:
    names = ["bot"] * players
    names[human] = "you"
    return tuple(names)


def _explained(state: State, action: Action) -> str:
    """The engine's explanation of ``action``, its actions written as the menu writes them."""
    return explanation_text(state.explain(action), action, state.legal_actions())


def _read_action(text: str, legal: Sequence[Action]) -> Action:
    """The action ``text`` names: an action's text, or a card alone (the legal action with
    that card, else playing it). Raises ActionParseError when it reads as neither."""
    try:
        return parse_action(text)
    except EuchreError as error:
        try:
            card = parse_card(text)
        except EuchreError:
            raise error from None
    with_card = [a for a in legal if a.card == card]
    return with_card[0] if len(with_card) == 1 else Action.play(card)


def _last_trick(before: View, seat: Place, action: Action) -> Trick | None:
    """The trick the hand's last card completed (the view after it shows the next hand),
    with its winner by the engine's card order; None when ``action`` completed no trick."""
    trick = before.current_trick
    if action.kind is not ActionKind.PLAY or action.card is None or trick is None:
        return None
    plays: Any = (*trick.plays, (seat, action.card))  # Seat or Player, as the table seats
    if len(plays) != before.rules.players - len(before.sitting_out):
        return None
    trump = cardorder.trump_index(before.trump, before.no_trump, before.low_no_trump)
    second = before.rules.double_deck_tie == "second"
    cards = [card.index for _, card in plays]
    winner: Any = plays[cardorder.winning_play(trump, cards, second)][0]
    return Trick(trick.leader, plays, winner)
