"""The seed-to-deal contract (docs/api.md, "Seeded games").

A seeded game's dealer and deals are a documented function of the seed: these pins must
never change (a change breaks every saved seeded game). The reference below re-implements
the contract from its text in docs/api.md, independently of the engine's code."""

from __future__ import annotations

import hashlib
import math
import os
import subprocess
import sys

import pytest

import euchre
from euchre.engine.dealing import seed_key, seeded_deal, seeded_dealer

P = euchre.presets
DECKS = {
    24: P.STANDARD,
    25: P.STANDARD.replace(deck=25),
    32: P.STANDARD.replace(deck=32),
    48: P.BID_EUCHRE.replace(deck=48),
}
SEEDS = (2026, "issue 12")  # an int and a text seed (their values are pinned below)

# (deck, seed, hand number, dealer) -> the deal, as Deal's repr writes it
PINNED = {
    (24, 2026, 0, 1): ("Jd Qd Kd 9h Qh", "Jc Td Jh Ts As", "Qc Kh Ah 9s Js", "Tc Kc 9d Ad Qs", "Ks", "9c Ac Th"),
    (24, 2026, 5, 3): ("Jc Jd Jh Ah 9s", "9c Kd Ad Ts Ks", "Qc Ac Kh Js As", "Kc 9h Th Qh Qs", "Qd", "Tc 9d Td"),
    (24, "issue 12", 0, 1): ("9c Qc Ad Th 9s", "Kc Qh Kh Ah Js", "9d Jd Qd Jh As", "Tc Jc Kd 9h Qs", "Ac", "Td Ts Ks"),
    (24, "issue 12", 5, 3): ("Jc Qc Ac Td Qs", "Tc Ad 9h Jh Ks", "9c Kc Jd 9s As", "9d Kd Th Qh Kh", "Qd", "Ah Ts Js"),
    (25, 2026, 0, 1): ("Tc Jc Jd Ah As", "Ac 9s Js Ks Jo", "9c Kc 9d Th Jh", "Qc Qd Kd Ad Ts", "9h", "Td Qh Kh Qs"),
    (25, 2026, 5, 3): ("Kd 9h Kh Js Jo", "Qc 9d Td Qd Ad", "Jd Jh Qh Ts Ks", "Kc Ac Th 9s As", "9c", "Tc Jc Ah Qs"),
    (25, "issue 12", 0, 1): ("Jc Qd 9h Jh Ks", "Qc Td Jd Kd Qs", "Kc Ad Th Qh Jo", "9c Tc Kh 9s As", "Ac", "9d Ah Ts Js"),
    (25, "issue 12", 5, 3): ("Tc Jc Kc Ad As", "Qd Th Qh Ts Jo", "9c Ac Jd Ah Ks", "Qc Td 9h Jh Qs", "Js", "9d Kd Kh 9s"),
    (32, 2026, 0, 1): ("9c Tc Jc Td Jd", "7d 8d Qd 9s Ts", "7c 9d Th 8s Js", "Kd 7h 8h Ah Qs", "As", "8c Qc Kc Ac Ad 9h Jh Qh Kh 7s Ks"),
    (32, 2026, 5, 3): ("9c Tc 9d Kh 8s", "Td 8h Qh Ks As", "Ac 9h Jh 7s Js", "7c Ad 7h Th Ah", "7d", "8c Jc Qc Kc 8d Jd Qd Kd 9s Ts Qs"),
    (32, "issue 12", 0, 1): ("Jd Qd Kd Th Js", "7c 7d 9d 9h 9s", "8d Td Ad 8h Ts", "9c Ac 7h Kh Ah", "Jc", "8c Tc Qc Kc Jh Qh 7s 8s Qs Ks As"),
    (32, "issue 12", 5, 3): ("Jc 8d Ad 8h Ah", "Tc Th 8s 9s As", "8c Kc 7d Kd 9h", "Qc Ac 9d Ts Ks", "Qs", "7c 9c Td Jd Qd 7h Jh Qh Kh 7s Js"),
    (48, 2026, 0, 1): (
        "9c Kc Ac Td Jd Qh 9s Js Ks 9c Ac 9s", "Tc Jc 9d Ad Th Kh Ah Qs As Jc Ad Js",
        "Qc Qd 9h Jh Ts Kc Td Jd Qh Ts Ks As", "Kd Tc Qc 9d Qd Kd 9h Th Jh Kh Ah Qs", None, "",
    ),
    (48, 2026, 5, 3): (
        "Tc Qc 9d Td Kd Ad Th Jh Qh Qs Jh Qs", "9c Qd Kh 9s Ts Js As Tc Qc Qh Kh Js",
        "Jc Ac Jd Ah Ks 9c Ac 9d Td Ad Ts As", "Kc 9h Jc Kc Jd Qd Kd 9h Th Ah 9s Ks", None, "",
    ),
    (48, "issue 12", 0, 1): (
        "Td Jd Qd Ad Kh 9s Js Qs Td Qd Ad Kh", "Jc Qc Ac 9d Kd Jh Ah As Qc 9s Js Qs",
        "9c Kc 9h Th Qh Ts Ks Kc Ac Jd Qh As", "Tc 9c Tc Jc 9d Kd 9h Th Jh Ah Ts Ks", None, "",
    ),
    (48, "issue 12", 5, 3): (
        "Tc Qc Td Qd Ad 9h Th Qh Kh Ks As Td", "9c Kc Jd Kd Jh Ah 9s Js Qs Qd Th Ks",
        "Ac 9d Ts Tc Qc 9d Qh 9s Ts Js Qs As", "Jc 9c Jc Kc Ac Jd Kd Ad 9h Jh Kh Ah", None, "",
    ),
}
PINNED_DEALERS = {2026: euchre.Seat.NORTH, "issue 12": euchre.Seat.SOUTH}


def _pinned(key: tuple[int, int | str, int, int]) -> euchre.Deal:
    *hands, upcard, kitty = PINNED[key]
    return euchre.Deal(hands=hands, upcard=upcard, kitty=kitty)


@pytest.mark.parametrize("key", sorted(PINNED, key=repr))
def test_seeded_deals_are_the_pinned_deals(key: tuple[int, int | str, int, int]) -> None:
    deck, seed, hand, dealer = key
    assert seeded_deal(DECKS[deck], seed, hand, dealer) == _pinned(key)


@pytest.mark.parametrize("seed", SEEDS, ids=["int", "str"])
def test_seeded_dealer_and_first_deal_of_new_game_are_pinned(seed: int | str) -> None:
    assert seeded_dealer(seed) == PINNED_DEALERS[seed]
    for deck, rules in DECKS.items():
        state = euchre.new_game(rules, seed=seed)
        assert state.dealer == PINNED_DEALERS[seed]
        assert state.deal == seeded_deal(rules, seed, 0, int(state.dealer))
        state = euchre.new_game(rules, seed=seed, dealer=1)
        assert state.deal == _pinned((deck, seed, 0, 1))


def test_later_hands_are_dealt_from_the_seed_their_number_and_dealer() -> None:
    """Every hand of a seeded game is seeded_deal(rules, seed, hand_number, dealer)."""
    rules = P.CARDGAMES_IO
    state = euchre.new_game(rules, seed="later hands")
    seen = 0
    while not state.is_over:
        if state.hand_actions == ():
            assert state.deal == seeded_deal(rules, "later hands", state.hand_number, int(state.dealer))
            seen += 1
        state = state.apply(state.legal_actions()[-1])
    assert seen >= 3


# --------------------------------------------------------------------- an independent reference


def _blake(data: bytes, size: int) -> int:
    return int.from_bytes(hashlib.blake2b(data, digest_size=size).digest(), "little")


def _reference_key(seed: int | str) -> int:
    if isinstance(seed, str):
        return _blake(seed.encode("utf-8"), 8)
    z = 2 * seed if seed >= 0 else -2 * seed - 1
    return z if z < 2**64 else _blake(z.to_bytes((z.bit_length() + 7) // 8, "little"), 8)


def _reference_draw(seed: int | str, counter: int, size: int) -> int:
    message = _reference_key(seed).to_bytes(8, "little") + counter.to_bytes(8, "little")
    return _blake(message, size)


def _deck_in_order(size: int) -> list[str]:
    """The deck in the contract's order: by suit (clubs, diamonds, hearts, spades), each from
    its lowest rank up; the joker last; the double deck's second copies after the first."""
    ranks = "789TJQKA" if size == 32 else "9TJQKA"
    cards = [rank + suit for suit in "cdhs" for rank in ranks]
    if size == 25:
        cards.append("Jo")
    return cards * 2 if size == 48 else cards


def _reference_deal(rules: euchre.RuleSet, seed: int | str, hand: int, dealer: int) -> euchre.Deal:
    """docs/api.md, step by step."""
    cards = _deck_in_order(rules.deck)
    size = math.ceil((math.factorial(len(cards)).bit_length() + 64) / 8)
    x = _reference_draw(seed, hand + 1, size)
    hands: list[list[str]] = [[], [], [], []]
    for packet, count in enumerate(rules.deal_pattern):
        for _ in range(count):
            x, r = divmod(x, len(cards))
            hands[(dealer + 1 + packet) % 4].append(cards.pop(r))
    upcard = None
    if rules.variant == "bid":
        if cards:
            hands[dealer].append(cards.pop())
    else:
        x, r = divmod(x, len(cards))
        upcard = cards.pop(r)
    return euchre.Deal(hands=hands, upcard=upcard, kitty=cards)


REFERENCE_RULES = [*DECKS.values(), P.OPENSPIEL, P.BID_EUCHRE, P.BID_EUCHRE.replace(deck=25)]
REFERENCE_SEEDS: list[int | str] = [0, 1, -1, 7, 2**63, 2**64, -(2**64), 3**500, "", "x", "héllo ♠", "0"]


@pytest.mark.parametrize("rules", REFERENCE_RULES, ids=lambda r: f"{r.variant}-{r.deck}")
def test_seeded_deals_match_the_documented_algorithm(rules: euchre.RuleSet) -> None:
    for seed in REFERENCE_SEEDS:
        assert seeded_dealer(seed) == _reference_draw(seed, 0, 8) % 4
        for hand in (0, 1, 5, 1000):
            for dealer in range(4):
                assert seeded_deal(rules, seed, hand, dealer) == _reference_deal(rules, seed, hand, dealer)


def _reference_table_deal(
    rules: euchre.RuleSet, seed: int | str, hand: int, dealer: int
) -> euchre.Deal:
    """docs/api.md at any table: packets round ``players`` seats from the dealer's left,
    then the ``dummy`` cards, then (Knock) the upcard."""
    n = rules.players
    cards = _deck_in_order(rules.deck)
    size = math.ceil((math.factorial(len(cards)).bit_length() + 64) / 8)
    x = _reference_draw(seed, hand + 1, size)
    hands: list[list[str]] = [[] for _ in range(n)]
    for packet, count in enumerate(rules.deal_pattern):
        for _ in range(count):
            x, r = divmod(x, len(cards))
            hands[(dealer + 1 + packet) % n].append(cards.pop(r))
    dummy = []
    for _ in range(rules.dummy):
        x, r = divmod(x, len(cards))
        dummy.append(cards.pop(r))
    upcard = None
    if rules.variant == "bid":
        if cards:
            hands[dealer].append(cards.pop())
    else:
        x, r = divmod(x, len(cards))
        upcard = cards.pop(r)
    return euchre.Deal(hands=hands, upcard=upcard, kitty=cards, dummy=dummy)


@pytest.mark.parametrize("name", sorted(P.TABLE_PRESETS))
def test_seeded_table_deals_match_the_documented_algorithm(name: str) -> None:
    """Step 3 modulo the number of players; the dummy dealt after the packets, before the
    upcard."""
    rules = P.TABLE_PRESETS[name]
    for seed in REFERENCE_SEEDS[:6]:
        assert seeded_dealer(seed, rules.players) == _reference_draw(seed, 0, 8) % rules.players
        for hand in (0, 3):
            for dealer in range(rules.players):
                want = _reference_table_deal(rules, seed, hand, dealer)
                assert seeded_deal(rules, seed, hand, dealer) == want


def test_seed_keys_distinguish_int_and_str_and_sign() -> None:
    keys = {seed_key(seed) for seed in (0, -1, 1, "0", "1", 2**64, -(2**64))}
    assert len(keys) == 7


def test_seeded_games_are_the_same_in_a_fresh_process() -> None:
    code = (
        "import euchre\n"
        "for seed in (2026, 'issue 12', 3**500):\n"
        "    s = euchre.new_game(euchre.presets.STANDARD, seed=seed)\n"
        "    while s.hand_number < 3: s = s.apply(s.legal_actions()[0])\n"
        "    print(repr(s.deal), int(s.dealer))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True,
        env={**os.environ, "PYTHONHASHSEED": "12345"},  # str hashes differ from this process's
    ).stdout.splitlines()
    here = []
    for seed in (2026, "issue 12", 3**500):
        s = euchre.new_game(P.STANDARD, seed=seed)
        while s.hand_number < 3:
            s = s.apply(s.legal_actions()[0])
        here.append(f"{s.deal!r} {int(s.dealer)}")
    assert out == here
