"""The record of a match of games (:mod:`euchre.match`): the rules, the match's seed and
each game's record, in order; replayed game by game, each game checked to start where the
match's laps leave it (Bicycle's Railroad Euchre: "Points scored in excess of those needed
to win the game are credited toward the next game")."""

from __future__ import annotations

from typing import Any

import attrs

from euchre.actions import Action
from euchre.errors import EuchreError
from euchre.match import Match, new_match
from euchre.records._errors import RecordError
from euchre.records._game import GameRecord
from euchre.rules.ruleset import RuleSet

__all__ = ["MatchRecord"]


@attrs.frozen
class MatchRecord:
    """A match's record: ``rules`` (with the match's knobs), ``seed`` (which deals every
    hand of the match) and ``games``, a :class:`GameRecord` each (the last may be
    unfinished).

    >>> import euchre, random
    >>> from euchre import records
    >>> m = euchre.new_match(euchre.presets.RAILROAD, seed=2)
    >>> rng = random.Random(2)
    >>> while not m.is_over:
    ...     m = m.apply(rng.choice(m.legal_actions()))
    >>> record = records.MatchRecord.from_match(m)
    >>> record.replay() == m, records.loads(records.dumps(record)) == record
    (True, True)
    """

    rules: RuleSet
    seed: int | str
    games: tuple[GameRecord, ...]

    @classmethod
    def from_match(cls, match: Match) -> MatchRecord:
        """The record of ``match`` so far: its finished games and the game being played."""
        states = match.games if match.is_over else (*match.games, match.state)
        return cls(match.rules, match.seed, tuple(GameRecord.from_state(s) for s in states))

    def to_emn(self, **options: Any) -> dict[str, Any]:
        """EGN's match form (:func:`euchre.egn.to_emn`, its ``options``): each game as EGN,
        its ``initialScore`` the lap carried in. EMN has no laps, slams or match length, and
        EGN refuses a RuleSet with a knob it has no toggle for; those three are the match's
        rules, not a game's (a game plays alike under any of their values), so each game is
        written under the match's rules with them reset. Raises
        :class:`~euchre.egn.EgnError` for rules EGN cannot hold otherwise.

        >>> import euchre
        >>> from euchre import records
        >>> rules = euchre.presets.CARDGAMES_IO.replace(laps=True, slams=True, match_games=2)
        >>> m = euchre.new_match(rules, seed=1).apply("pass")
        >>> len(records.MatchRecord.from_match(m).to_emn()["games"])
        1
        """
        from euchre import egn  # notation beside notation: EGN writes game records

        single = self.rules.replace(laps=False, slams=False, match_games=1, name=self.rules.name)
        games = [attrs.evolve(game, rules=single) for game in self.games]
        return egn.to_emn(games, **options)

    def replay(self) -> Match:
        """The match at the end of the record; raises :class:`RecordError` for a game that
        does not start where the match leaves it (its carried scores, its hand, its dealer)
        or for an illegal action (the engine's explanation, with the game's number)."""
        match = new_match(self.rules, seed=self.seed)
        for number, game in enumerate(self.games, 1):
            if match.is_over:
                raise RecordError(f"game {number}: the match was already over after game {number - 1}")
            _check_start(number, game, match)
            for item in game.history:
                if not isinstance(item, Action):
                    continue  # the match's seed deals every hand; the start check holds them
                try:
                    match = match.apply(item)
                except EuchreError as error:
                    raise RecordError(f"game {number}: {error}") from None
            if number < len(self.games) and len(match.games) < number:
                raise RecordError(f"game {number}: the record ends it before the game is over")
        return match


def _check_start(number: int, game: GameRecord, match: Match) -> None:
    """A game's record must start where the match is: the lap carried, the match's next
    hand, dealt by its seed and the next dealer."""
    state = match.state
    rules_ok = game.rules == match.rules and game.seed == match.seed
    start = (tuple(game.scores), game.hand_number, game.dealer)
    wanted = (tuple(state.start_scores), state.hand_number, state.dealer)
    if not rules_ok:
        raise RecordError(f"game {number}: its rules or seed are not the match's")
    if start != wanted:
        raise RecordError(
            f"game {number}: starts at scores {list(start[0])}, hand {start[1] + 1}, dealer "
            f"{start[2]}; the match (laps carried, the deal passing left) starts it at scores "
            f"{list(wanted[0])}, hand {wanted[1] + 1}, dealer {wanted[2]}"
        )

