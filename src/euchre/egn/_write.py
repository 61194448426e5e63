"""Writing EGN: :func:`to_egn` (the document of a game), :func:`dumps` (its text)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from euchre.actions import Action, ActionKind
from euchre.cards import Player, Seat
from euchre.deal import Deal
from euchre.egn._errors import EgnError
from euchre.egn._game import EgnPlayer
from euchre.egn._notation import FILE_TYPE, WRITE_VERSIONS, egn_text
from euchre.egn._rules import ruleset_for
from euchre.errors import EuchreError
from euchre.records import GameRecord
from euchre.state import Phase, State


def _egn_names(record: GameRecord, players: Sequence[str | EgnPlayer] | None) -> list[Any]:
    """The players as EGN writes them: names, and player objects as they were read."""
    entries = list(players) if players is not None else list(record.players or ())
    table = record.rules.table
    if not entries:
        entries = list(table.seat_names)
    if len(entries) != table.players:
        raise EgnError(f"players: expected {table.players} names, got {len(entries)}")
    return [p.to_json() if isinstance(p, EgnPlayer) else p for p in entries]


def _egn_deal(
    deal: Deal, dealer: Seat | Player, number: int, include_hands: bool
) -> dict[str, Any]:
    """A new EGN deal: the dealer, the upcard (and the hands), an empty bidding phase."""
    assert deal.upcard is not None
    initial: dict[str, Any] = {"dealer": int(dealer), "upCard": egn_text(deal.upcard)}
    if include_hands:
        initial["playerCards"] = [[egn_text(c) for c in hand] for hand in deal.hands]
    bidding: dict[str, Any] = {
        "phaseNumber": 0,
        "type": "EUCHRE_BIDDING",
        "calls": [],
        "isAlone": False,
    }
    return {"dealNumber": number, "initialState": initial, "phases": [bidding]}


def _egn_action(current: dict[str, Any], item: Action, before: State, number: int) -> None:
    """Write one engine action into the EGN deal ``current`` (the ``number``-th); raises
    :class:`EgnError` for an action EGN has no place for."""
    bidding = current["phases"][0]
    kind, phase = item.kind, before.phase
    if kind is ActionKind.CALL and phase is Phase.JOKER:
        assert item.suit is not None
        bidding["jokerSuit"] = item.suit.letter  # this library's extension: see read()
    elif kind is ActionKind.PASS and phase in (Phase.ORDER, Phase.CALL):
        bidding["calls"].append("Pass")
    elif kind is ActionKind.PASS and phase is Phase.ALONE:
        pass  # a defender who does not go alone: implied once play begins
    elif kind is ActionKind.ORDER_UP or kind is ActionKind.CALL:
        if kind is ActionKind.ORDER_UP:
            bidding["calls"].append("Order")
        else:
            bidding["calls"].append("n" if item.suit is None else item.suit.letter)
        if item.alone:
            bidding["isAlone"] = True
    elif kind is ActionKind.DISCARD and _dealer_discard(before, bidding):
        assert item.card is not None
        bidding["discard"] = egn_text(item.card)
    elif kind is ActionKind.DISCARD and _best_discard(before):
        bidding.setdefault("cardExchanges", []).append(_best_exchange(before, bidding))
    elif kind is ActionKind.GIVE:
        pass  # the partner's choice: written as the card passed, at the discard that follows
    elif kind is ActionKind.DECLARE and item.declaration == "go under":
        bidding.setdefault("cardExchanges", []).append(_under_exchange(before))
    elif kind is ActionKind.DISCARD and _under_discard(before, bidding):
        pass  # no EGN field: the reader takes the cards the player never plays
    elif kind is ActionKind.GO_ALONE:
        seat = before.to_act
        assert seat is not None
        side_of = before.rules.table.side_of
        if before.maker is not None and side_of[seat] == side_of[before.maker]:
            bidding["isAlone"] = True  # pragma: no cover - ruleset_for refuses after_call
        else:
            bidding["aloneDefender"] = int(seat)
    elif kind is ActionKind.PLAY:
        assert item.card is not None
        tricks = current["phases"][1]["tricks"]
        if not tricks:
            _check_under(before, bidding, number)
        if before.current_trick is None:
            tricks.append([])
        tricks[-1].append(egn_text(item.card))
    else:
        raise EgnError(
            f"hand {number}: EGN cannot record the action {item} by {before.to_act} in the "
            f"{phase.value} phase ({_UNRECORDABLE.get(kind, 'no EGN field holds it')}); EGN "
            "records the calls, the dealer's discard, going alone and the cards played"
        )


#: Why EGN cannot record an action of each kind the rules it can state allow.
_UNRECORDABLE = {
    ActionKind.DECLARE: "a farmer's hand exchange or a declaration that throws the hand in: "
    "EGN's cardExchanges holds only going under and the call for best",
    ActionKind.DISCARD: "a discard after a farmer's hand exchange: EGN's discard is the "
    "dealer's after taking the upcard, and its cardExchanges holds a call for best",
}


def _dealer_discard(before: State, bidding: dict[str, Any]) -> bool:
    """Whether a discard is the dealer's after taking the upcard (EGN's ``discard``)."""
    return (
        before.phase is Phase.DISCARD
        and before.to_act == before.dealer
        and before.dealer_took_upcard
        and "discard" not in bidding
    )


def _under_exchange(before: State) -> dict[str, Any]:
    """Going under (``go_under``) as EGN's ``cardExchanges`` entry: the kitty's cards to the
    player. The kitty has no seat index; ``sender`` is optional in EGN's schema, and its
    absence is the kitty. The three discards that follow have no EGN field: the reader takes
    the cards the player never plays."""
    assert before.to_act is not None and before.deal is not None
    return {"receiver": int(before.to_act), "cards": [egn_text(c) for c in before.deal.kitty]}


def _under_discard(before: State, bidding: dict[str, Any]) -> bool:
    """Whether a discard is one of the three after going under: the player the kitty went to
    (a ``cardExchanges`` entry without a sender), holding more than a hand."""
    seat = before.to_act
    return before.phase is Phase.DISCARD and any(
        "sender" not in entry and entry["receiver"] == seat
        for entry in bidding.get("cardExchanges", ())
    )


def _check_under(before: State, bidding: dict[str, Any], number: int) -> None:
    """Refuse a hand in which a player went under and then sits out: the discards, which EGN
    does not record, are read back as the cards the player never plays."""
    for entry in bidding.get("cardExchanges", ()):
        if "sender" not in entry and entry["receiver"] in {int(s) for s in before.sitting_out}:
            raise EgnError(
                f"hand {number}: seat {entry['receiver']} sits out after going under, so the three "
                "cards discarded cannot be written: EGN records the kitty taken "
                "(cardExchanges) but not the discards, which a reader finds as the cards the "
                "player never plays"
            )


def _check_under_played(
    under: dict[int, bool], step: tuple[Action | Deal, State] | None, include_hands: bool
) -> None:
    """Refuse a hand gone under that is not played out (thrown in, or the record stopping
    after its discards began): the discards are found only as the cards never played."""
    if under and not include_hands:
        raise EgnError(
            f"include_hands=False with going under (hand {min(under)}): the reader finds the "
            "kitty and the cards discarded only from the hands dealt (playerCards); write them "
            "(include_hands=True)"
        )
    just_declared = step is not None and isinstance(step[0], Action) and (
        step[0].declaration == "go under"
    )
    for number, played in under.items():
        if not played and not (just_declared and number == max(under)):
            raise EgnError(
                f"hand {number}: a player went under and the hand is not played out (thrown "
                "in, or the record stops in it): EGN records the kitty taken (cardExchanges) "
                "but not the three cards discarded, which a reader finds as the cards the "
                "player never plays; write the record to the end of a played hand"
            )


def _best_discard(before: State) -> bool:
    """Whether a discard is the lone player's after the call for best (``call_for_best``),
    or a lone defender's (``defender_call_for_best``)."""
    rules, seat = before.rules, before.to_act
    if rules.defender_call_for_best and seat is not None and seat == before.lone_defender:
        return True
    lone = before.alone
    return rules.call_for_best and lone is not None and seat == lone


def _taken(before: State, bidding: dict[str, Any], seat: Seat | Player) -> set[Any]:
    """The cards ``seat`` held before any call for best: dealt, the upcard picked up by the
    dealer, the kitty taken by going under."""
    deal = before.deal
    assert deal is not None
    held = set(deal.hands[seat])
    if seat == before.dealer and before.dealer_took_upcard and deal.upcard is not None:
        held.add(deal.upcard)
    if any("sender" not in e and e["receiver"] == seat for e in bidding.get("cardExchanges", ())):
        held |= set(deal.kitty)
    return held


def _best_exchange(before: State, bidding: dict[str, Any]) -> dict[str, Any]:
    """The call for best as EGN's ``cardExchanges`` entry: the sitting-out partner gave the
    lone player (or lone defender) the card now held that the partner was dealt. The
    discard that follows has no EGN field: the reader takes the card the lone player
    never plays."""
    lone, deal = before.to_act, before.deal
    assert lone is not None and deal is not None
    side_of = before.rules.table.side_of
    partners = [s for s in before.sitting_out if side_of[s] == side_of[lone]]
    own = _taken(before, bidding, lone)
    given = [
        (s, c) for s in partners for c in sorted(_taken(before, bidding, s), key=str)
        if c in before.hands[lone] and c not in own
    ]
    sender = given[0][0] if given else partners[0]
    cards = [egn_text(c) for _, c in given]
    return {"sender": int(sender), "receiver": int(lone), "cards": cards}


def _check_best(last: State | None, best: State | None) -> None:
    """Refuse a record that stops after a call for best while the lone player still holds
    cards: the discard is read back as the card the lone player never plays."""
    if last is None or best is None or best.hand_number != last.hand_number:
        return
    lone = best.to_act
    if last.phase in (Phase.DEAL, Phase.OVER) or lone is None or not last.hands[lone]:
        return
    raise EgnError(
        f"the record stops while {lone}, alone after a call for best, still holds "
        f"{len(last.hands[lone])} cards: EGN records the card received (cardExchanges) but not "
        "the discard that follows, which a reader finds as the card the lone player never "
        "plays; write the record to the end of the hand"
    )


def _check_stop(last: State | None, step: tuple[Action | Deal, State] | None) -> None:
    """Refuse a record that stops where EGN cannot say what happened: after a defender
    passed on going alone, before the other defender decides (EGN writes only the
    defender who went alone, and implies the passes once play begins)."""
    if last is None or step is None or last.phase is not Phase.ALONE:
        return
    item, before = step
    if isinstance(item, Action) and item.kind is ActionKind.PASS and before.phase is Phase.ALONE:
        raise EgnError(
            f"the record stops after {before.to_act} declined to go alone, before "
            f"{last.to_act} decides: EGN implies such passes once play begins, so it cannot "
            "record this point of the hand (write the record a step earlier or later)"
        )


def to_egn(
    game: GameRecord | State,
    *,
    title: str = "",
    description: str = "",
    date: str | None = None,
    players: Sequence[str | EgnPlayer] | None = None,
    include_hands: bool = True,
) -> dict[str, Any]:
    """The EGN document (a dict) of a Knock game whose rules EGN can state.

    Raises :class:`EgnError` rather than write a file that reads back as a different game:
    when the rules have a knob EGN has no toggle for (see :func:`ruleset_for`), when the
    game holds an action EGN has no place for (a farmer's hand), when the record stops
    between the defenders' decisions on going alone or in a lone hand after a call for best,
    or when the record does not replay. A joker turned up whose suit the dealer
    names is written as ``"jokerSuit"`` in the bidding phase (this library's extension: EGN
    has no field for it; see :func:`read`). With ``include_hands`` each deal lists
    ``playerCards`` (EGN 1.2 and later), so the deal reads back exactly; without them the
    reader rebuilds the deal from the plays (four seats only: at another table the reader
    seats the cards played from the hands dealt, so ``include_hands=False`` is refused).
    The seed and the tags are not kept: EGN has no place for them.

    ``players`` are names, or :class:`EgnPlayer` objects (``id``, ``playerIds``), one a seat:
    an :class:`EgnGame`'s ``entries`` write its players back as they were read. The tables
    EGN holds are two-handed and two teams of two or three (``num_players``; see
    :func:`ruleset_for`). A call for best (``call_for_best``) is written as the
    ``cardExchanges`` entry of the card the partner gave; the lone player's discard that
    follows has no EGN field (a reader finds it as the card the lone player never plays), so
    a record that stops while the lone player still holds cards is refused. A lone
    defender's call for best (``defender_call_for_best``) is a second such entry. Going
    under (``go_under``) is an entry with no ``sender`` (the kitty has no seat index), the
    player as ``receiver`` and the kitty's three cards; its discards have no field (the
    reader takes the cards the player never plays), so a hand gone under must be played
    out by its player.

    The version written is the lowest that holds the game (:func:`lowest_version`): 1.4 with
    a ``finalScore`` (a finished game), a ``num_deals`` toggle or a player's ``id``; 1.3 when
    a text holds ``<`` or ``>``; else 1.2.

    >>> import euchre
    >>> from euchre import egn
    >>> deal = euchre.Deal(hands=("9c Tc Jc Qc Kc", "Ac 9d Td Jd Qd", "Kd Ad 9h Th Jh",
    ...                           "Qh Kh Ah 9s Ts"), upcard="Js", kitty="Qs Ks As")
    >>> state = euchre.new_game(euchre.presets.CARDGAMES_IO, dealer=euchre.Seat.NORTH, deal=deal)
    >>> state = state.apply("order up").apply("discard 9c")
    >>> doc = egn.to_egn(state, include_hands=False)
    >>> doc["deals"][0]["initialState"], doc["deals"][0]["phases"]
    ({'dealer': 0, 'upCard': 'Js'}, [{'phaseNumber': 0, 'type': 'EUCHRE_BIDDING', 'calls': ['Order'], 'isAlone': False, 'discard': '9c'}, {'phaseNumber': 1, 'type': 'TRICK_PLAY', 'tricks': []}])
    """
    record = game if isinstance(game, GameRecord) else GameRecord.from_state(game)
    ruleset = ruleset_for(record.rules)
    names = _egn_names(record, players)
    if not include_hands and not record.rules.table.four:
        raise EgnError(
            f"include_hands=False at {record.rules.table.format_name} Euchre: a reader seats "
            "the cards played at a table other than four seats from the hands dealt "
            "(playerCards); write them (include_hands=True)"
        )
    try:
        deals, last = _egn_deals(_normalized(record), include_hands)
    except EgnError:
        raise
    except EuchreError as error:
        raise EgnError(
            f"the record does not replay through the engine, so EGN cannot hold it: {error}"
        ) from None
    metadata: dict[str, Any] = {"title": title, "description": description}
    if date is not None:
        metadata["date"] = date
    metadata["players"] = names
    metadata["initialScore"] = list(record.scores)
    if last is not None and last.is_over:
        metadata["finalScore"] = [last.scores[0], last.scores[1]]
    metadata["ruleset"] = ruleset
    version = lowest_version(metadata)
    return {"fileType": FILE_TYPE, "version": version, "metadata": metadata, "deals": deals}


#: The metadata texts EGN 1.2 kept free of ``<`` and ``>`` (its pattern ``^[^<>]*$``;
#: EGN 1.3 lifted it).
def _texts(metadata: dict[str, Any]) -> list[str]:
    texts = [metadata.get(key, "") for key in ("gameId", "title", "description")]
    for player in metadata["players"]:
        if isinstance(player, str):
            texts.append(player)
            continue
        texts.append(player["name"])
        texts += [t for ids in player.get("playerIds", []) for t in ids.values()]
    return texts


def lowest_version(metadata: dict[str, Any]) -> str:
    """The lowest EGN version whose schema holds this metadata (the deals are the same in
    1.2 to 1.4): 1.4 for a ``finalScore``, a ``num_deals`` toggle or a player's ``id``
    (added in 1.4); 1.3 for a ``<`` or ``>`` in a text (1.2 forbade them); else 1.2, the
    oldest version the current EGN schema accepts (changelog.md of the EGN project).

    >>> lowest_version({"players": ["A<B"]}), lowest_version({"players": ["Ann"]})
    ('1.3', '1.2')
    >>> lowest_version({"players": [], "finalScore": [10, 4]})
    '1.4'
    """
    players = metadata["players"]
    if (
        "finalScore" in metadata
        or "num_deals" in metadata.get("ruleset", {})
        or any(isinstance(p, dict) and "id" in p for p in players)
    ):
        return WRITE_VERSIONS[2]
    if any("<" in text or ">" in text for text in _texts(metadata)):
        return WRITE_VERSIONS[1]
    return WRITE_VERSIONS[0]


def _egn_deals(
    record: GameRecord, include_hands: bool
) -> tuple[list[dict[str, Any]], State | None]:
    """The EGN deals of a record, and its last state."""
    deals: list[dict[str, Any]] = []
    last: State | None = None
    best: State | None = None  # the state at the lone player's discard after a call for best
    step: tuple[Action | Deal, State] | None = None
    under: dict[int, bool] = {}  # the deals with a player gone under: played out yet?
    for item, before, after in record.steps():
        last, step = after, (item, before)
        if isinstance(item, Action) and item.kind is ActionKind.DISCARD and _best_discard(before):
            best = before
        if isinstance(item, Action) and item.declaration == "go under":
            under[len(deals) - 1] = False
        if before.phase is Phase.PLAY and after.phase is not Phase.PLAY and under:
            under[len(deals) - 1] = True
        if isinstance(item, Deal):
            deals.append(_egn_deal(item, after.dealer, len(deals), include_hands))
            continue
        current = deals[-1]
        _egn_action(current, item, before, len(deals))
        if after.phase is Phase.PLAY and len(current["phases"]) == 1:
            # play has begun: an empty TRICK_PLAY phase says the bidding is over
            current["phases"].append({"phaseNumber": 1, "type": "TRICK_PLAY", "tricks": []})
    _check_stop(last, step)
    _check_best(last, best)
    _check_under_played(under, step, include_hands)
    if best is not None and not include_hands:
        raise EgnError(
            f"include_hands=False with a call for best (hand {best.hand_number}): EGN has no "
            "field for the lone player's discard that follows, and a reader finds it only "
            "from the hands dealt (playerCards); write them (include_hands=True)"
        )
    return deals, last


def _normalized(record: GameRecord) -> GameRecord:
    """The record with every hand's deal written out (a seeded record may leave them out)."""
    if all(deal is not None for deal, _ in record.hands) and record.history:
        return record
    return GameRecord.from_state(record.replay(), players=record.players, tags=record.tags)


def dumps(game: GameRecord | State, *, indent: int | None = 2, **options: Any) -> str:
    """The EGN text of a game (see :func:`to_egn` for the options).

    >>> import euchre
    >>> from euchre import egn
    >>> text = egn.dumps(euchre.new_game(euchre.presets.CARDGAMES_IO, seed=2), indent=None)
    >>> text[:60]   # a game just begun: the lowest version that holds it
    '{"fileType": "Euchre Game Notation", "version": "1.2", "meta'
    """
    return json.dumps(to_egn(game, **options), indent=indent, ensure_ascii=False)
