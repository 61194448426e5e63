"""Replaying PTN: a :class:`PtnRecord` becomes the library's game record
(:func:`to_record`: the deal, then the calls, discards and cards as engine actions, each
with the seat and the place the record wrote it) and goes through
:func:`euchre.records.replay` (:func:`replay`, reported as a :class:`PtnReplay`)."""

from __future__ import annotations

import attrs

from euchre.actions import Action, parse_action
from euchre.cards import Card, Score, Seat, Suit
from euchre.deal import Deal
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
    #: Go-under exchanges not yet replayed, by seat: the CardsAdded and its CardsRemoved.
    under: dict[Seat, tuple[PtnMove, PtnMove | None]] = attrs.Factory(dict)
    #: Every go-under exchange found (their discards are not the dealer's).
    exchanges: list[tuple[PtnMove, PtnMove | None]] = attrs.Factory(list)

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

    def find_under(self, upcard: Card) -> None:
        """The go-under exchanges: cards from the kitty into a hand (any ``CardsAdded`` but
        the dealer's taking the upcard), each with the ``CardsRemoved`` of that hand after
        it (the three discards), if written."""
        record = self.record
        for i, move in enumerate(record.moves):
            if move.kind != "added" or (move.seat == record.dealer and move.cards == (upcard,)):
                continue
            gave = [m for m in record.moves[i + 1 :] if m.kind == "removed" and m.seat == move.seat]
            pair = (move, gave[0] if gave else None)
            self.under.setdefault(move.seat, pair)
            self.exchanges.append(pair)

    def go_under(self, seat: Seat) -> None:
        """``seat`` goes under at its turn: ``declare go under`` (it takes the kitty), then
        its discards; without them written, the replay stops there."""
        added, removed = self.under.pop(seat)
        self.add("declare go under", seat, added.line, 1)
        if removed is None:
            self.stopped = True
            return
        for card in removed.cards:
            self.add(f"discard {card}", seat, removed.line, 1)

    def unplaced_under(self) -> None:
        """A go-under after the last call written: the record stops at that player's
        turn in round 1 (before their call), or the auction gives no turn for it, which the
        engine's rule refuses (a player goes under at their own turn in round 1)."""
        calls = len(self.record.auction)
        turn = Seat((self.record.dealer + 1 + calls) % _ROUND)
        if calls < _ROUND and turn in self.under:
            self.go_under(turn)
        for seat, (added, _) in self.under.items():
            self.note(
                "illegal_action", f"{seat} went under (took "
                f"{' '.join(str(c) for c in added.cards)} from the kitty), but has no call in "
                "round 1 of the auction: go_under lets a player go under only at their own "
                "turn in round 1; the replay stops here", added.line,
            )
            self.stopped = True
        self.under.clear()

    def discards(self) -> None:
        """The dealer's discard after taking the upcard, then a call for best: the card
        the partner chooses to give (``give``; TricksterCards' partner chooses it), and the
        lone player's discard (the card passed back to the partner)."""
        record = self.record
        exchanged = {removed.line for _, removed in self.exchanges if removed is not None}
        for move in record.moves:
            if (self.round_one and move.kind == "removed" and move.seat == record.dealer
                    and move.line not in exchanged):  # fmt: skip
                for card in move.cards:
                    self.add(f"discard {card}", move.seat, move.line, 1)
        if self.lone is None:
            return
        passes = [m for m in record.moves if m.kind == "passed"]
        for move in passes:
            if move.to == self.lone and move.seat != self.lone:
                for card in move.cards:
                    self.add(f"give {card}", move.seat, move.line, 1)
        for move in passes:
            if move.seat == self.lone:
                for card in move.cards:
                    self.add(f"discard {card}", move.seat, move.line, 1)

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
    build.find_under(upcard)
    for call in build.record.auction:
        if call.seat in build.under and call.index < _ROUND and call.text.strip() != "-":
            build.go_under(call.seat)
            if build.stopped:
                return
        build.call(call, upcard)
        if build.stopped:
            return
    build.unplaced_under()
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
