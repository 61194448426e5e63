"""Replaying PTN: a :class:`PtnRecord` becomes the library's game record
(:func:`to_record`: the deal, then the calls, discards and cards as engine actions, each
with the seat and the place the record wrote it) and goes through
:func:`euchre.records.replay` (:func:`replay`, reported as a :class:`PtnReplay`)."""

from __future__ import annotations

import attrs

from euchre.actions import Action, parse_action
from euchre.cards import Card, Score, Seat, Suit, cards_from_mask
from euchre.deal import Deal
from euchre.engine.cardorder import best_card, trump_index
from euchre.errors import EuchreError
from euchre.ptn._read import PtnCall, PtnMove, PtnPlay, PtnRecord
from euchre.ptn._rules import rules_for
from euchre.records import GameRecord, Origin, Problem, RecordError
from euchre.records import replay as replay_record
from euchre.rules import RuleSet
from euchre.state import State
from euchre.tricks import trick_winner

#: A suit in a call: its symbol or its letter.
_SUITS = {
    "♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS,
    "S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS,
}  # fmt: skip
_NO_TRUMP = "NT"
#: The calls of one round: one per seat.
_ROUND = 4


@attrs.define
class _Build:
    """A PTN hand becoming engine actions (see :func:`to_record`)."""

    record: PtnRecord
    rules: RuleSet
    problems: list[Problem]
    actions: list[tuple[Action, Origin]] = attrs.Factory(list)
    trump: Suit | None = None
    made: bool = False
    round_one: bool = False
    stopped: bool = False
    lone: Seat | None = None  # the seat whose call was alone

    def note(self, kind: str, message: str, line: int | None = None, column: int = 1) -> None:
        self.problems.append(
            Problem(kind=kind, message=message, hand=0, line=line,
                    column=column if line is not None else None)
        )  # fmt: skip

    def add(self, text: str, seat: Seat, line: int, column: int) -> None:
        self.actions.append((parse_action(text), Origin(line, column, seat)))

    def call(self, call: PtnCall, upcard: Card) -> None:
        """One call of the auction as the engine's action (``-``: no call)."""
        text = call.text.strip()
        if text == "-":
            return
        alone = text.lower().endswith("alone")
        core = text[: -len("alone")].strip() if alone else text
        tail = " alone" if alone else ""
        first_round = call.index < _ROUND
        if core.lower() == "pass" and not alone:
            self.add("pass", call.seat, call.line, call.column)
            return
        if core.upper() == _NO_TRUMP:
            self.lone = call.seat if alone else None
            self.add("call no trump" + tail, call.seat, call.line, call.column)
            self.trump, self.made = None, True
            return
        suit = _SUITS.get(core.upper() if len(core) == 1 else core)
        if suit is None:
            self.note(
                "bad_call", f"{call.seat}: cannot read the call {text[:20]!r} as Knock "
                "Euchre's (Pass; a suit: ♠ ♥ ♦ ♣ or S H D C; NT; each may end in alone); the "
                "replay stops here", call.line, call.column,
            )
            self.stopped = True
            return
        if alone:
            self.lone = call.seat
        ordered = first_round and suit == upcard.suit
        word = "order up" if ordered else f"call {suit}"
        self.add(word + tail, call.seat, call.line, call.column)
        self.trump, self.made, self.round_one = suit, True, ordered

    def went_under(self, upcard: Card) -> bool:
        """Report a go-under exchange (cards from the kitty into a hand other than the
        dealer's taking the upcard); True if there is one."""
        record = self.record
        for move in record.moves:
            if move.kind != "added" or (move.seat == record.dealer and move.cards == (upcard,)):
                continue
            gave = [m for m in record.moves if m.kind == "removed" and m.seat == move.seat]
            given = " ".join(str(c) for m in gave for c in m.cards) or "nothing recorded"
            self.note(
                "unsupported_rule", f"{move.seat} went under (took "
                f"{' '.join(str(c) for c in move.cards)} from the kitty, gave {given}): the "
                "engine has no go_under knob yet, so the hand is not replayed past its deal",
                move.line,
            )
            self.stopped = True
            return True
        return False

    def discards(self) -> None:
        """The dealer's discard after taking the upcard, then a lone player's discard after
        the call for best (the card passed back to the partner)."""
        record = self.record
        for move in record.moves:
            if self.round_one and move.kind == "removed" and move.seat == record.dealer:
                for card in move.cards:
                    self.add(f"discard {card}", move.seat, move.line, 1)
        for move in record.moves:
            if move.kind == "passed" and move.seat == self.lone:
                for card in move.cards:
                    self.add(f"discard {card}", move.seat, move.line, 1)
            elif move.kind == "passed" and move.to == self.lone:
                self.check_best(move)

    def check_best(self, move: PtnMove) -> None:
        """The card a partner passes in a call for best is the engine's to choose (the
        best card: the highest trump, else the highest by rank): report another."""
        record = self.record
        held = record.hands[move.seat]
        if not self.rules.call_for_best or not self.made or held is None:
            return
        took = [m for m in record.moves if m.kind == "added" and m.seat == move.seat]
        if move.seat == record.dealer and took:  # the dealer took the upcard first
            gone = {c for m in record.moves if m.kind == "removed" and m.seat == move.seat
                    for c in m.cards}  # fmt: skip
            held = tuple(c for c in (*held, *took[0].cards) if c not in gone)
        mask = sum(1 << card.index for card in held)
        best = cards_from_mask(1 << best_card(mask, trump_index(self.trump)))[0]
        if move.cards != (best,):
            shown = " ".join(str(card) for card in move.cards)
            self.note(
                "best_card_mismatch", f"{move.seat} passes {shown} to {move.to}, but a call "
                f"for best gives the partner's best card, {best} (the highest trump, else the "
                "highest card by rank)", move.line,
            )

    def plays(self) -> None:
        """The cards of each trick in the order played: from the trick's leader clockwise
        (the first leader is ``Play``'s seat, then each trick's winner)."""
        record = self.record
        if record.play_leader is None or not record.tricks:
            return
        leader: Seat = record.play_leader
        if not self.made:
            first = record.tricks[0][0] if record.tricks[0] else None
            self.note("not_replayed", "the cards played are not replayed: the auction "
                      "makes no trump", first.line if first else None)  # fmt: skip
            return
        for number, trick in enumerate(record.tricks):
            order = _from_leader(trick, leader)
            for play in order:
                self.add(f"play {play.card}", play.seat, play.line, play.column)
            if number + 1 < len(record.tricks) and order:
                try:
                    pairs = [(play.seat, play.card) for play in order]
                    leader = Seat(trick_winner(pairs, leader, self.trump, self.rules).winner)
                except EuchreError as bad:
                    self.note("bad_trick", f"{bad}; the replay stops here", order[0].line)
                    return


def _from_leader(trick: tuple[PtnPlay, ...], leader: Seat) -> list[PtnPlay]:
    """A Play line's cards in the order played: from the leader's column, clockwise."""
    return sorted(trick, key=lambda play: (play.seat - leader) % 4)


def _deal(record: PtnRecord, build: _Build) -> Deal | None:
    missing = [str(Seat(i)) for i, hand in enumerate(record.hands) if hand is None]
    if missing:
        build.note("not_replayed", f"the hand of {', '.join(missing)} is not given (-): "
                   "the engine needs every card to replay", record.deal_line)  # fmt: skip
        return None
    if not record.undealt:
        build.note("not_replayed", "the record has no Undealt tag: the upcard is not known",
                   record.deal_line)  # fmt: skip
        return None
    try:
        return Deal(hands=record.hands, upcard=record.undealt[0], kitty=record.undealt[1:])  # type: ignore[arg-type]
    except EuchreError as bad:
        build.note("bad_deal", str(bad), record.deal_line)
        return None


def _names(record: PtnRecord) -> tuple[str, ...] | None:
    names = record.players
    return None if any(name is None for name in names) else tuple(n or "" for n in names)


def _game(build: _Build, deal: Deal, scores: tuple[int, int]) -> GameRecord:
    record = build.record
    return GameRecord(
        rules=build.rules,
        dealer=record.dealer,
        history=(deal, *(action for action, _ in build.actions)),
        players=_names(record),
        origins=(Origin(record.deal_line, 1), *(origin for _, origin in build.actions)),
        seats=(None, *(origin.seat for _, origin in build.actions)),
        scores=scores,
    )


def _actions(build: _Build, deal: Deal) -> None:
    upcard = deal.upcard
    assert upcard is not None  # a PTN deal always has one (the first undealt card)
    if build.went_under(upcard):
        return
    for call in build.record.auction:
        build.call(call, upcard)
        if build.stopped:
            return
    build.discards()
    build.plays()


def _translate(record: PtnRecord) -> tuple[GameRecord | None, _Build]:
    """The game record and the build that made it (its problems, whether it stopped)."""
    rules, problems = rules_for(record.options_dict)
    build = _Build(record, rules, list(problems))
    if rules.variant == "bid":
        build.note("not_replayed", "Bid Euchre as TricksterCards writes it (level bids such "
                   "as 1♣, Call1, Call2, a kitty) is not read yet: the hand is not replayed")
        return None, build
    deal = _deal(record, build)
    if deal is None:
        return None, build
    _actions(build, deal)
    try:
        return _game(build, deal, (0, 0)), build
    except RecordError as bad:
        build.note("bad_deal", str(bad), record.deal_line)
        return None, build


def to_record(record: PtnRecord) -> tuple[GameRecord | None, tuple[Problem, ...]]:
    """The library's game record of a PTN hand (None if it cannot be replayed), and the
    problems found on the way: the options without a knob (see :func:`rules_for`), a call
    this reader cannot read, a go-under exchange, a hand not given.

    >>> from euchre import ptn
    >>> game, problems = ptn.to_record(ptn.loads('''[Dealer "S"]
    ... [Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]
    ... [Undealt "S9DKDJCQ"]
    ... [Auction "W"]
    ... Pass Pass Pass ♠
    ... [CardsAdded "S:S9"]
    ... [CardsRemoved "S:DQ"]'''))
    >>> [str(item) for item in game.history[1:]], problems
    (['pass', 'pass', 'pass', 'order up', 'discard Qd'], ())
    """
    game, build = _translate(record)
    return game, tuple(build.problems)


@attrs.frozen
class PtnReplay:
    """The engine's replay of a PTN hand.

    ``game`` is the library's game record (None when the hand could not be replayed),
    ``state`` the engine's last state, ``applied`` the actions applied, ``problems``
    everything that disagrees or that the engine could not follow, in order: the table
    options without a knob, what the reader could not turn into actions, then the replay's
    own (an illegal call or card with the engine's reason, a score that disagrees).
    ``score`` is where the game stands after the hand: the replay starts the hand from the
    record's ``GameScores`` less the points the engine scores for it (TricksterCards saves
    the score with the hand, so the two agree), or from 0-0 without ``GameScores``.

    >>> from euchre import ptn
    >>> report = ptn.replay(ptn.loads('[Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]'))
    >>> report.ok, report.problems[0].kind
    (False, 'not_replayed')
    """

    record: PtnRecord = attrs.field(repr=False)
    rules: RuleSet
    game: GameRecord | None
    state: State | None
    applied: int
    problems: tuple[Problem, ...]

    @property
    def ok(self) -> bool:
        """True when every option has a knob and every call and card went through."""
        return not self.problems

    @property
    def score(self) -> Score | None:
        """The score after the replay (North-South, East-West), or None."""
        return None if self.state is None else Score(*self.state.scores)


def _rescored(
    game: GameRecord, state: State, scores: tuple[int, int]
) -> tuple[GameRecord, Problem | None]:
    """The game started from the score before the hand: ``scores`` (GameScores) less the
    hand's points, or ``scores`` itself for a hand not finished."""
    points = state.scores if state.results else (0, 0)
    start = (scores[0] - points[0], scores[1] - points[1])
    try:
        return attrs.evolve(game, scores=start), None
    except RecordError as bad:
        return game, Problem(
            kind="score_mismatch",
            message=f"GameScores is NS {scores[0]} - EW {scores[1]}, but this hand scores "
            f"NS {points[0]} - EW {points[1]}, so the game would have stood at NS "
            f"{start[0]} - EW {start[1]} before it, which the rules refuse ({bad}); the hand"
            " is replayed from 0-0",
            where="GameScores",
        )


def _contract_problems(record: PtnRecord, state: State) -> list[Problem]:
    """Where the record's ``Declarer`` and ``Contract`` disagree with the hand the engine
    finished (the maker, the trump or no trump, alone or not)."""
    if not state.results or state.results[0].thrown_in:
        return []
    result = state.results[0]
    found: list[Problem] = []
    if record.declarer is not None and record.declarer != result.maker:
        found.append(Problem(kind="contract_mismatch", where="Declarer", hand=0, message=(
            f"the record's Declarer is {record.declarer}, but {result.maker} made trump")))
    text = record.contract
    if text is not None:
        alone = "alone" in text.lower()
        core = text.lower().replace("alone", "").strip().upper()
        said = (None, _NO_TRUMP) if core == _NO_TRUMP else (_SUITS.get(core), core)
        made = _NO_TRUMP if result.trump is None else str(result.trump)
        if said[0] != result.trump or alone != (result.alone is not None) or said[1] is None:
            found.append(Problem(kind="contract_mismatch", where="Contract", hand=0, message=(
                f"the record's Contract is {text!r}, but the engine's hand was {made}"
                f"{' alone' if result.alone is not None else ''}")))
    return found


def replay(record: PtnRecord) -> PtnReplay:
    """Replay a PTN hand through the engine, reporting what disagrees instead of raising.

    >>> from euchre import ptn
    >>> report = ptn.replay(ptn.loads('''[Dealer "S"]
    ... [Deal "S:Q.AQ.Q.J J.J.A9.A KT.K..KT A.T9.T.9"]
    ... [Undealt "S9DKDJCQ"]
    ... [Auction "W"]
    ... Pass Pass Pass ♥'''))
    >>> print(report.problems[0])
    line 5, column 16: hand 1, South: call hearts is not legal now: ...
    """
    game, build = _translate(record)
    problems = tuple(build.problems)
    if game is None:
        return PtnReplay(record, build.rules, None, None, 0, problems)
    report = replay_record(game)
    found = list(problems)
    if record.scores is not None and (report.state.results or not build.stopped):
        game, mismatch = _rescored(game, report.state, record.scores)
        if mismatch is None:
            report = replay_record(game)
        else:
            found.append(mismatch)
    found[len(problems) : len(problems)] = report.problems
    found.extend(_contract_problems(record, report.state))
    return PtnReplay(record, game.rules, game, report.state, report.applied, tuple(found))
