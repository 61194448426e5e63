"""A match of games, with laps and slams (Railroad Euchre).

A :class:`~euchre.State` is one game; a :class:`Match` is the games a side plays until it
has won ``rules.match_games`` of them. Three knobs of the RuleSet are the match's rules,
applied here (the engine's single game ignores them):

- ``laps``: "Points scored in excess of those needed to win the game are credited toward
  the next game" (Bicycle, *Railroad Euchre*,
  https://bicyclecards.com/card-games/rule/railroad-euchre); "any and all points in excess
  of one game are counted on the next" (Keller, *The Game of Euchre*, 1887, chapter 5
  "Laps and Slams", http://ohioeuchre.com/E_bookeller5.php). The winners start the next
  game with their points over the target, the losers at 0; a carry of a whole game or more
  is a game credited at once ("any and all points"), the rest carried on.
- ``slams``: "A side is credited with two games if it reaches game before the opponents
  have scored a point" (Bicycle); "one side has won a game, while the other has failed to
  make a point. This feat entitles the victors to count the slam as two games" (Keller).
  A lap carried into the game counts as points scored: it was credited.
- ``match_games``: the games a side needs to win the match (1: a match is one game).
  Neither source fixes the match's length; it is an agreement.

Hand *n* of the match is dealt by the match's seed as hand *n* of one long game would be,
and the deal passes on to the left from game to game.

>>> import euchre
>>> m = euchre.new_match(euchre.presets.RAILROAD, seed=7)
>>> m.games_won, m.is_over, len(m.games)
(Score(ns=0, ew=0), False, 0)
>>> import random
>>> rng = random.Random(1)
>>> while not m.is_over:
...     m = m.apply(rng.choice(m.legal_actions()))
>>> max(m.games_won) >= 2, sum(r.games for r in m.results) == sum(m.games_won)
(True, True)
"""

from __future__ import annotations

import attrs

from euchre._exports import shown_as
from euchre.actions import Action
from euchre.cards import Player, Score, Seat, Team
from euchre.engine.explain import Explanation
from euchre.engine.scoring import next_dealer
from euchre.errors import ArgumentError, IllegalActionError, Reason
from euchre.rules.ruleset import RuleSet, checked_rules
from euchre.state import ActionLike, State, new_game
from euchre.views import View

__all__ = ["GameResult", "Match", "game_result", "new_match"]


@attrs.frozen
class GameResult:
    """One finished game of a match, as the match's rules credit it.

    ``scores``: the final scores; ``start_scores``: the scores it started at (a lap carried
    in); ``winning_side``: the side that won it (None: a draw, which credits nothing);
    ``games``: the games credited to the winners (2 for a slam, and one more for each whole
    game in a lap); ``slam``: whether it was a slam; ``carried``: the points the lap carries
    to the next game (the winners' points over the target, less the whole games credited).

    >>> import euchre
    >>> GameResult((13, 0), (0, 0), 0, 2, True, 3).games
    2
    """

    scores: tuple[int, ...]
    start_scores: tuple[int, ...]
    winning_side: int | None
    games: int
    slam: bool
    carried: int


def game_result(rules: RuleSet, state: State) -> GameResult:
    """The credit of a finished game under the match's ``laps`` and ``slams``.

    >>> import euchre
    >>> rules = euchre.presets.RAILROAD
    >>> s = euchre.new_game(rules, seed=1, scores=(9, 0))
    >>> while not s.is_over:
    ...     s = s.apply(s.legal_actions()[-1])
    >>> r = game_result(rules, s)
    >>> r.games == (2 if r.slam else 1) + (r.scores[r.winning_side] - 10) // 10
    True
    """
    if not state.is_over:
        raise ArgumentError("game_result: the game is not over yet; it has no result")
    scores, start = tuple(state.scores), tuple(state.start_scores)
    side = state.winning_side
    if side is None:  # a draw: no game credited, nothing carried
        return GameResult(scores, start, None, 0, False, 0)
    slam = rules.slams and all(score <= 0 for i, score in enumerate(scores) if i != side)
    games, carried = (2 if slam else 1), 0
    if rules.laps:  # "any and all points in excess of one game are counted on the next"
        over = scores[side] - rules.target
        games += over // rules.target
        carried = over % rules.target
    return GameResult(scores, start, side, games, slam, carried)


@attrs.frozen(repr=False)
class Match:
    """A match of games (immutable): made by :func:`new_match`, played by :meth:`apply`.

    ``rules``: the RuleSet of every game; ``seed``: the match's seed, which deals every
    hand; ``games``: the final States of the finished games; ``state``: the game being
    played (the last game, once the match is over).

    >>> import euchre
    >>> m = euchre.new_match(euchre.presets.RAILROAD, seed=3)
    >>> m.to_act == m.state.to_act, m.apply(m.legal_actions()[0]) != m
    (True, True)
    """

    rules: RuleSet
    seed: int | str
    games: tuple[State, ...]
    state: State

    @property
    def results(self) -> tuple[GameResult, ...]:
        """Each finished game's :class:`GameResult`, in order."""
        return tuple(game_result(self.rules, game) for game in self.games)

    @property
    def games_won(self) -> Score:
        """The games credited to each side so far (slams and laps included)."""
        won = [0] * len(self.state.scores)
        for result in self.results:
            if result.winning_side is not None:
                won[result.winning_side] += result.games
        return Score(*won)

    @property
    def is_over(self) -> bool:
        """True once a side has been credited ``rules.match_games`` games."""
        return max(self.games_won) >= self.rules.match_games

    @property
    def winning_side(self) -> int | None:
        """The side that won the match (an index of :attr:`games_won`), None before."""
        if not self.is_over:
            return None
        won = self.games_won
        return won.index(max(won))

    @property
    def winner(self) -> Team | None:
        """The team that won the match, None before (``partnership="none"``: use
        :attr:`winning_side`)."""
        if not self.rules.table.teammates[0]:
            raise ArgumentError(
                "Match.winner: partnership='none' has no teams (each player is a side); "
                "use Match.winning_side"
            )
        side = self.winning_side
        return None if side is None else Team(side)

    @property
    def to_act(self) -> Seat | Player | None:
        """Who acts next in the current game (None once the match is over)."""
        return None if self.is_over else self.state.to_act

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of the current game (none once the match is over)."""
        return () if self.is_over else self.state.legal_actions()

    def explain(self, action: ActionLike) -> Explanation:
        """Why ``action`` is legal or not in the current game, citing the rule."""
        return self.state.explain(action)

    def view(self, seat: Seat | int) -> View:
        """What the player at ``seat`` may know of the current game."""
        return self.state.view(seat)

    def apply(self, action: ActionLike) -> Match:
        """The match after ``action``; when it ends a game and the match goes on, the next
        game starts at once at the lap carried (this match is unchanged)."""
        if self.is_over:
            raise IllegalActionError(
                f"{action!s} is not legal now: the match is over (a side has won "
                f"{self.rules.match_games} game(s), match_games); start a new match",
                Reason.GAME_OVER,
            )
        return self.played(self.state.apply(action))

    def played(self, state: State) -> Match:
        """The match once its current game has reached ``state`` (a later state of that
        game, as a front end with an undo keeps its own): when ``state`` ends the game and
        the match goes on, the next game starts at the lap carried.

        >>> import euchre
        >>> m = euchre.new_match(euchre.presets.RAILROAD, seed=3)
        >>> m.played(m.state.apply("pass")) == m.apply("pass")
        True
        """
        if state.rules != self.rules or state.seed != self.seed:
            raise ArgumentError(
                "Match.played: the state is not of this match's game (its rules or seed "
                "differ); give a later state of match.state's game"
            )
        if not state.is_over:
            return attrs.evolve(self, state=state)
        done = attrs.evolve(self, games=(*self.games, state), state=state)
        if done.is_over:
            return done
        return attrs.evolve(done, state=_next_game(self.rules, self.seed, state))

    def __repr__(self) -> str:
        won = "-".join(map(str, self.games_won))
        game = len(self.games) + (0 if self.is_over else 1)
        return f"<Match {self.rules.name!r}: games {won}; game {game}: {self.state.summary()}>"


def _next_game(rules: RuleSet, seed: int | str, last: State) -> State:
    """The game after ``last``: the winners' lap carried (Bicycle: "credited toward the next
    game"), the next hand of the match dealt by its seed, by the seat left of the last
    dealer."""
    result = game_result(rules, last)
    scores = [0] * len(last.scores)
    if result.winning_side is not None:
        scores[result.winning_side] = result.carried
    dealer = next_dealer(rules, int(last.dealer), thrown_in=False, declared=None)
    return new_game(
        rules, seed=seed, dealer=dealer, scores=tuple(scores), hand_number=last.hand_number + 1
    )


def new_match(rules: RuleSet, *, seed: int | str | None = None) -> Match:
    """A new match under ``rules`` (``laps``, ``slams``, ``match_games``); a fresh seed is
    drawn and kept in ``match.seed`` unless given.

    >>> import euchre
    >>> m = euchre.new_match(euchre.presets.RAILROAD, seed=1)
    >>> m.state == euchre.new_game(euchre.presets.RAILROAD, seed=1), m.rules.match_games
    (True, 2)
    """
    rules = checked_rules(rules)
    state = new_game(rules, seed=seed)
    assert state.seed is not None  # new_game draws a seed when none is given
    return Match(rules, state.seed, (), state)


shown_as("euchre", GameResult, Match, game_result, new_match)
