"""Starting a hand from a deal: the hands, the upcard and kitty, and the first phase
(round 1 of Knock Euchre, or the bidding of Bid Euchre). Seeded games draw their dealer and
each deal from the seed and the hand's number, so a game replays exactly.

The seed-to-deal contract (reproducible across processes, platforms and versions; pinned
by ``tests/engine/test_seed_contract.py`` and written out in ``docs/api.md``):

1. The seed becomes a 64-bit key (:func:`seed_key`): an int ``s`` is first made
   non-negative by the zigzag code ``z = 2*s`` (``s >= 0``) or ``z = -2*s - 1``; below
   2**64, ``z`` is the key; larger, the key is the BLAKE2b hash (8-byte digest) of ``z``'s
   little-endian bytes. A str seed's key is the BLAKE2b hash (8-byte digest) of its UTF-8
   bytes. A digest reads as a little-endian integer.
2. Draw ``counter`` of ``n`` bytes (:func:`seed_draw`) is the BLAKE2b hash, with an
   ``n``-byte digest, of the 16 bytes key (8, little-endian) then counter (8,
   little-endian), read as a little-endian integer.
3. The dealer (when not given) is draw 0 of 8 bytes, modulo the number of players
   (``players``; four: 0 North ... 3 West).
4. The deal of hand ``k`` (``hand_number``, thrown-in hands counted) is draw ``k + 1`` of
   ``ceil(SHUFFLE_BITS[deck] / 8)`` bytes, read as a permutation by
   :func:`euchre.deal.shuffled_deal` with that hand's dealer.
"""

from __future__ import annotations

import functools
import hashlib
from typing import Final

from euchre.deal import SHUFFLE_BITS, Deal, shuffled_deal
from euchre.engine.bidding import start_bidding
from euchre.engine.core import Builder, Hand, deal_hands
from euchre.engine.ending import clear_hand
from euchre.engine.making import start_round_one
from euchre.rules import RuleSet

KEY_BYTES: Final = 8  # a seed's key: 64 bits
COUNTER_BYTES: Final = 8  # a draw's counter: 64 bits
_KEY_LIMIT: Final = 1 << (8 * KEY_BYTES)
DEALER_DRAW: Final = 0  # the counter of the dealer's draw; hand k's deal is draw k + 1
DEALER_BYTES: Final = 8
SEATS_COUNT: Final = 4
#: The bytes of random number a seeded deal reads, by deck size (SHUFFLE_BITS, rounded up).
DEAL_BYTES: Final = {size: (bits + 7) // 8 for size, bits in SHUFFLE_BITS.items()}
STR_KEYS_CACHED: Final = 1024  # str seeds whose keys are remembered (a game deals many hands)

_blake2b: Final = hashlib.blake2b
_from_bytes: Final = int.from_bytes


def _hash_key(data: bytes) -> int:
    return _from_bytes(_blake2b(data, digest_size=KEY_BYTES).digest(), "little")


@functools.lru_cache(maxsize=STR_KEYS_CACHED)
def _str_key(seed: str) -> int:
    return _hash_key(seed.encode())


def seed_key(seed: int | str) -> int:
    """The 64-bit key of a seed (step 1 of the contract above).

    >>> seed_key(0), seed_key(3), seed_key(-3)
    (0, 6, 5)
    >>> seed_key("x") == seed_key("x") != seed_key("y")
    True
    """
    if isinstance(seed, str):
        return _str_key(seed)
    z = seed << 1 if seed >= 0 else (-seed << 1) - 1
    if z < _KEY_LIMIT:
        return z
    return _hash_key(z.to_bytes((z.bit_length() + 7) // 8, "little"))


def seed_draw(key: int, counter: int, size: int) -> int:
    """Draw ``counter`` of ``size`` bytes from ``key`` (step 2 of the contract above).

    >>> seed_draw(0, 0, 8) == seed_draw(0, 0, 8) != seed_draw(0, 1, 8)
    True
    """
    message = (key | counter << (8 * KEY_BYTES)).to_bytes(KEY_BYTES + COUNTER_BYTES, "little")
    return _from_bytes(_blake2b(message, digest_size=size).digest(), "little")


def seeded_dealer(seed: int | str, players: int = SEATS_COUNT) -> int:
    """The first dealer of a game seeded with ``seed`` (0-3, North to West; at a table of
    ``players`` seats, 0 to ``players - 1``).

    >>> seeded_dealer(1) in range(4), seeded_dealer(1, players=3) in range(3)
    (True, True)
    """
    return seed_draw(seed_key(seed), DEALER_DRAW, DEALER_BYTES) % players


def seeded_deal(rules: RuleSet, seed: int | str, hand_no: int, dealer: int) -> Deal:
    """The deal of hand ``hand_no`` of a game seeded with ``seed``, ``dealer`` dealing.

    >>> import euchre
    >>> rules = euchre.presets.OPENSPIEL
    >>> euchre.new_game(rules, seed=8, dealer=2).deal == seeded_deal(rules, 8, 0, 2)
    True
    """
    x = seed_draw(seed_key(seed), DEALER_DRAW + 1 + hand_no, DEAL_BYTES[rules.deck])
    return shuffled_deal(rules, x, dealer)


def start_hand(b: Builder, h: Hand, deal: Deal) -> None:
    """Deal ``deal`` and begin the hand by the variant (``variant``)."""
    clear_hand(b, h)
    h.deal = deal
    h.upcard = deal._upcard
    h.kitty = deal._kitty
    masks = deal._masks
    if len(masks) == 4:  # the four-seat game: the deal's own tuple (engine.core.deal_hands)
        b._hands = masks
    else:
        deal_hands(b, masks)
    if deal._dummy:
        h.x = h.x._replace(dummy=deal._dummy)
    b._hist = ((), deal)
    if h.c.variant_bid:
        start_bidding(b, h)
    else:
        start_round_one(b, h)
