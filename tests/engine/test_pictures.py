"""Pictures of a table position. ``euchre.svg.table`` (an SVG document), the
notebook HTML of a State and of a View (which embeds it), ``str(state)`` and ``str(view)``:
what they show in every preset and phase, that they read on light and dark pages, that a
view's pictures hold no card its seat may not see (twin deals), escaping, determinism."""

from __future__ import annotations

import functools
import html
import pickle
import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable

import pytest

import euchre
import euchre.svg
from euchre import ActionKind, Phase, Seat, bots
from euchre._render import BACKGROUND, FOREGROUND, facts

SVG = "{http://www.w3.org/2000/svg}"
PRESETS = euchre.presets.names()
KNOCK_UPCARD_PHASES = ("order", "pickup", "call", "joker")  # the upcard is being decided on


# --------------------------------------------------------------------- positions


@functools.cache
def _positions(name: str) -> tuple[tuple[str, euchre.State], ...]:
    """(phase, state) for every phase a game of RuleBots reaches, from three points below
    the target, plus the first state after a hand ends and the state at game over."""
    rules = euchre.presets.get(name)
    table = [bots.RuleBot(seed=seat) for seat in range(rules.players)]
    # one score per side; tables of other than four seats score more a hand (six-seat Bid
    # Euchre ends at once from three below), so they start further from the target
    near = 3 if rules.table.four else rules.target // 2
    start = (rules.target - near,) + (rules.target - near - 1,) * (rules.table.sides - 1)
    state = euchre.new_game(rules, seed=11, scores=start)
    seen: dict[str, euchre.State] = {}
    while not state.is_over:
        seen.setdefault(state.phase.value, state)
        if state.results and "hand end" not in seen:
            seen["hand end"] = state
        seat = state.to_act
        assert seat is not None
        state = state.apply(table[seat].act(state.view(seat)))
    seen["over"] = state
    return tuple(seen.items())


def _every_position() -> list[tuple[str, str, euchre.State]]:
    return [(name, phase, state) for name in PRESETS for phase, state in _positions(name)]


def _texts(svg: str) -> list[str]:
    """The text of every ``<text>`` element of an SVG document."""
    return ["".join(e.itertext()) for e in ET.fromstring(svg).iter(f"{SVG}text")]


def _titles(svg: str) -> list[str]:
    return [e.text or "" for e in ET.fromstring(svg).iter(f"{SVG}title")]


def test_positions_reach_every_phase_the_tests_name() -> None:
    phases = {name: {phase for phase, _ in _positions(name)} for name in PRESETS}
    for name in PRESETS:
        assert {"play", "hand end", "over"} <= phases[name], name
    assert {"order", "discard"} <= phases["CARDGAMES_IO"]
    assert {"pickup", "alone"} <= phases["STANDARD"]
    assert {"bid", "trump"} <= phases["BID_EUCHRE"]


# --------------------------------------------------------------------- SVG


@pytest.mark.parametrize("name", PRESETS)
def test_svg_is_a_well_formed_document_for_every_phase_state_and_view(name: str) -> None:
    for _, state in _positions(name):
        for table in (state, *(state.view(seat) for seat in range(state.rules.players))):
            root = ET.fromstring(euchre.svg.table(table))
            assert root.tag == f"{SVG}svg"
            assert root.get("viewBox") == f"0 0 {root.get('width')} {root.get('height')}"


def test_svg_shows_trump_score_target_and_who_played_each_trick_card() -> None:
    rules = euchre.presets.STANDARD
    state = euchre.new_game(rules, seed=5, dealer=Seat.NORTH, scores=(4, 7))
    rng = random.Random(4)
    while not (state.current_trick is not None and len(state.current_trick.plays) == 2):
        state = state.apply(rng.choice(state.legal_actions()))
    assert state.trump is not None
    for table in (state, state.view(Seat.SOUTH)):
        svg = euchre.svg.table(table)
        texts, titles = _texts(svg), _titles(svg)
        assert f"{state.trump.symbol} {state.trump}" in texts
        ns, ew = state.scores
        assert f"NS {ns} - EW {ew} (to 10)" in texts and (ns, ew) != (0, 0)
        assert f"Trick {len(state.tricks) + 1}" in texts
        for seat, card in state.current_trick.plays:
            assert f"{card.symbol} played by {seat}" in titles
        assert f"made by {state.maker}" in " ".join(texts)


def test_svg_shows_the_upcard_in_round_one_and_bids_in_bid_euchre() -> None:
    state = euchre.new_game(euchre.presets.DEFAULT, seed=7)
    assert state.upcard is not None
    svg = euchre.svg.table(state.view(state.to_act))
    assert f"upcard {state.upcard.symbol}" in _titles(svg) and "Upcard" in _texts(svg)
    bid = euchre.new_game(euchre.presets.BID_EUCHRE, seed=3).apply_all("bid 3; pass")
    texts = _texts(euchre.svg.table(bid.view(Seat.SOUTH)))
    assert "West: 3" in texts and "North: pass" in texts and "Bids" in texts
    assert not any("pcard" in text for text in texts)


def test_svg_of_a_view_shows_its_own_hand_face_up_and_the_others_as_counts() -> None:
    state = euchre.new_game(euchre.presets.STANDARD, seed=3)
    for seat in Seat:
        svg = euchre.svg.table(state.view(seat))
        assert state.upcard is not None
        expected = [c.symbol for c in state.hands[seat]] + [f"upcard {state.upcard.symbol}"]
        assert sorted(_titles(svg)[1:]) == sorted(expected)
        assert _texts(svg).count("5 cards") == 3
        labels = [t for t in _texts(svg) if "(you)" in t]
        assert len(labels) == 1 and labels[0].removeprefix("▶ ").startswith(f"{seat} (you)")
    state_svg = euchre.svg.table(state)  # a State: every hand face up
    assert len(_titles(state_svg)) == 1 + 20 + 1  # the header, 20 cards, the upcard


def test_svg_marks_alone_maker_and_the_partner_sitting_out() -> None:
    deal = euchre.Deal(
        hands=("9s Ts Js Qs Ks", "9c Tc Jc Qc Kc", "9h Th Jh Qh Kh", "9d Td Jd Qd Kd"),
        upcard="As",
        kitty=("Ac", "Ah", "Ad"),
    )
    state = euchre.new_game(euchre.presets.CARDGAMES_IO, dealer=Seat.WEST, deal=deal)
    state = state.apply("order up alone")
    texts = _texts(euchre.svg.table(state.view(Seat.EAST)))
    assert "North · maker · alone" in texts and "South · sits out" in texts
    assert "▶ West · dealer" in texts  # the seat to act: the dealer discards
    assert "made by North · North alone ·" in " ".join(texts)


def test_svg_is_deterministic_and_the_same_for_a_copied_or_reread_view() -> None:
    for _, _, state in _every_position()[::3]:
        view = state.view(1)
        svg = euchre.svg.table(view)
        assert svg == euchre.svg.table(state.view(1))
        assert svg == euchre.svg.table(pickle.loads(pickle.dumps(view)))
        assert svg == euchre.svg.table(euchre.View.from_json(view.to_json()))
        assert euchre.svg.table(state) == euchre.svg.table(pickle.loads(pickle.dumps(state)))


def test_svg_and_html_escape_the_rule_set_name() -> None:
    rules = euchre.presets.STANDARD.replace(name='<b>Tom & "Jerry"</b>')
    state = euchre.new_game(rules, seed=1)
    svg = euchre.svg.table(state)
    assert "<b>" not in svg and "&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;" in svg
    assert '<b>Tom & "Jerry"</b>' in _texts(svg)  # read back as the text it is
    for page in (state._repr_html_(), state.view(0)._repr_html_()):
        assert "<b>" not in page
        ET.fromstring(page)  # still well formed


# --------------------------------------------------------------------- HTML


def _styles(page: str) -> list[dict[str, str]]:
    out = []
    for style in re.findall(r'style="([^"]*)"', page):
        pairs = (item.split(":", 1) for item in style.split(";") if item.strip())
        out.append({key.strip(): value.strip() for key, value in pairs})
    return out


@pytest.mark.parametrize("name", PRESETS)
def test_html_of_every_phase_shows_the_table_header_and_score(name: str) -> None:
    for _, state in _positions(name):
        f = facts(state)
        for table in (state, *(state.view(seat) for seat in range(state.rules.players))):
            page = table._repr_html_()
            root = ET.fromstring(page)  # well formed: a div holding the SVG
            assert root.tag == "div" and root.find(f".//{SVG}svg") is not None
            assert html.escape(f.header) in page
            assert f"Score: {f.scores_text} (to {state.rules.target})" in page


def test_html_sets_foreground_and_background_together_for_light_and_dark_pages() -> None:
    """Wherever the HTML sets a colour it sets the background too (and the reverse), so it
    never draws dark text on a dark notebook page or light text on a light one; the SVG
    inside paints its own background over the whole picture and gives every text a fill."""
    for _, _, state in _every_position()[::2]:
        for page in (state._repr_html_(), state.view(2 % state.rules.players)._repr_html_()):
            styles = _styles(page)
            assert styles
            for style in styles:
                assert ("color" in style) == ("background" in style), style
            assert {"color": FOREGROUND, "background": BACKGROUND}.items() <= styles[0].items()
            svg = ET.fromstring(page).find(f".//{SVG}svg")
            assert svg is not None
            first = svg.find(f"{SVG}rect")
            assert first is not None and first.get("fill") == BACKGROUND
            assert (first.get("width"), first.get("height")) == (
                svg.get("width"),
                svg.get("height"),
            )
            assert all(text.get("fill") for text in svg.iter(f"{SVG}text"))


def _luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def _contrast(a: str, b: str) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_picture_colours_have_readable_contrast_on_their_own_backgrounds() -> None:
    """WCAG AA (4.5:1) for every text colour on every surface it is drawn on."""
    s = euchre.svg
    on_table = (s.FOREGROUND, s.MUTED, s.HIGHLIGHT)
    for ink in on_table:
        for ground in (s.BACKGROUND, s.FELT, s.PANEL):
            assert _contrast(ink, ground) >= 4.5, (ink, ground)
    assert _contrast(s.LIGHT_RED, s.PANEL) >= 4.5
    for ink in (s.INK_RED, s.INK_BLACK):
        assert _contrast(ink, s.CARD_FACE) >= 4.5
    assert _contrast(s.FOREGROUND, s.CARD_BACK) >= 4.5


# --------------------------------------------------------------------- str


@pytest.mark.parametrize("name", PRESETS)
def test_str_of_state_and_view_in_every_phase(name: str) -> None:
    bid = euchre.presets.get(name).variant == "bid"
    for phase, state in _positions(name):
        f = facts(state)
        text = str(state)
        lines = text.splitlines()
        assert lines[0] == f.header and f"Hand {state.hand_number + 1} · dealer" in lines[0]
        # the scores, labelled by side (str(scores) at four seats: "NS 7 - EW 6")
        assert f"Score: {f.scores_text} (to {state.rules.target})" in lines
        assert f.scores_text == str(state.scores) or not state.rules.table.four
        if state.trump is not None:
            assert f"Trump: {state.trump.symbol} {state.trump}" in text
        if bid:
            assert "upcard" not in text.lower()
            if state.phase.value in ("bid", "trump") and f.bids:
                assert "Bids: " in text
        elif state.phase.value in KNOCK_UPCARD_PHASES:
            assert f"Upcard: {state.upcard.symbol}" in text
        if phase == "over":
            assert text.endswith(("win.", "wins.", "drawn."))  # a side wins, one player wins
        # every seat of the table, by the name its view prints (a Seat's or a Player's)
        for index, seat in enumerate(state.rules.table.seat_names):
            line = str(state.view(index))
            assert line.startswith(
                f"{seat}'s view, hand {state.hand_number + 1} ({state.phase.value}"
            )
            assert line.endswith(f"; score {f.scores_text}") and "None" not in line
            if bid:
                assert "upcard" not in line
                if state.phase.value in ("bid", "trump"):
                    assert "bids: " in line
            elif state.phase.value in KNOCK_UPCARD_PHASES:
                assert f"upcard {state.upcard.symbol}" in line
            if state.trump is not None:
                assert f"trump {state.trump}" in line


def test_str_view_in_bid_euchre_shows_the_bids_never_an_upcard() -> None:
    state = euchre.new_game(euchre.presets.BID_EUCHRE, seed=3)
    assert "bids: none yet" in str(state.view(0)) and "upcard" not in str(state.view(0))
    state = state.apply_all("bid 3; bid moon; pass; pass")
    assert "bids: West 3, North moon, East pass, South pass" in str(state.view(Seat.EAST))
    state = state.apply("call clubs")
    assert "trump clubs (high bid moon by North)" in str(state.view(Seat.EAST))


# --------------------------------------------------------------------- hidden cards


Step = tuple[Seat, euchre.Action]


def _seen(me: int, deal: euchre.Deal, steps: list[Step], states: list[euchre.State]) -> set[int]:
    """The card indices seat ``me`` may have seen in one hand after ``steps`` (``states``
    before and after each): its own cards at every step, the upcard, every card played,
    its own discards and exchanges, and an exchange between partners when it is one."""
    seen = {card.index for card in deal.hands[me]}
    if deal.upcard is not None:
        seen.add(deal.upcard.index)
    for before, (seat, action) in zip(states, steps, strict=False):
        side = before.rules.table.side_of  # partners: the maker's side (a seat's own at no teams)
        partners = before.maker is not None and side[me] == side[int(before.maker)]
        mine = int(seat) == me or (action.kind is ActionKind.GIVE and partners)
        if action.card is not None and (action.kind is ActionKind.PLAY or mine):
            seen.add(action.card.index)
    for state in states:
        seen |= {card.index for card in state.hands[me]}
    return seen


def _twin(
    deal: euchre.Deal, me: int, seen: set[int], rng: random.Random
) -> tuple[euchre.Deal, dict[euchre.Card, euchre.Card]]:
    """The deal with the cards ``me`` has not seen shuffled among their places (other
    hands, the kitty), and where each moved card went."""
    places = [list(hand) for hand in deal.hands] + [list(deal.kitty)]
    spots = [
        (w, p)
        for w, cards in enumerate(places)
        if w != me
        for p, card in enumerate(cards)
        if card.index not in seen
    ]
    moved = [places[w][p] for w, p in spots]
    shuffled = rng.sample(moved, len(moved))
    for (w, p), card in zip(spots, shuffled, strict=True):
        places[w][p] = card
    twin = euchre.Deal(  # the dummy's cards (two-handed dummy game) stay where they are
        hands=tuple(tuple(h) for h in places[:-1]),
        upcard=deal.upcard,
        kitty=tuple(places[-1]),
        dummy=deal.dummy,
    )
    return twin, dict(zip(moved, shuffled, strict=True))


def _moved(action: euchre.Action, where: dict[euchre.Card, euchre.Card]) -> str:
    """The action on the twin deal: a face-down card (a discard, an exchange) is the one
    now in its place; a played card is public and stays."""
    if action.card is None or action.kind is ActionKind.PLAY or action.card not in where:
        return str(action)
    return f"{action.kind.value} {where[action.card]}"


def _replayed(
    start: Callable[[euchre.Deal], euchre.State],
    deal: euchre.Deal,
    me: int,
    seen: set[int],
    steps: list[Step],
    rng: random.Random,
    tries: int = 3,
) -> euchre.State | None:
    """``steps`` replayed on a twin of ``deal`` for ``me`` (None if, in ``tries`` twins,
    the shuffled cards always made one of the same plays illegal)."""
    for _ in range(tries):
        twin_deal, where = _twin(deal, me, seen, rng)
        try:
            twin = start(twin_deal)
            for _, action in steps:
                twin = twin.apply(_moved(action, where))
        except euchre.EuchreError:
            continue
        return twin
    return None


def _pictures(view: euchre.View) -> tuple[str, str, str]:
    return euchre.svg.table(view), view._repr_html_(), str(view)


TWIN_RULES = [euchre.presets.get(name) for name in PRESETS] + [
    euchre.presets.STANDARD.replace(call_for_best=True),
    euchre.presets.BID_EUCHRE.replace(deck=48),
]


@pytest.mark.parametrize("rules", TWIN_RULES, ids=lambda r: r.name)
def test_views_of_twin_deals_give_identical_svg_html_and_str(rules: euchre.RuleSet) -> None:
    """Random legal play of a hand near the end of a game; at every step, for every seat,
    the deal's cards that seat cannot have seen are shuffled among their places and the
    hand replayed: the seat's SVG, HTML and str must not change (when the replay is legal
    and deals the seat the same cards), though the picture of the whole State does (most
    twins): another seat's cards never reach this seat's pictures."""
    rng = random.Random(rules.name)
    compared = differing = 0
    # more games at other tables: at six seats fewer twin replays stay legal
    for game in range(4 if rules.table.four else 6):
        dealer = rng.randrange(rules.players)
        deal = euchre.Deal.random(rules, rng.randrange(2**32), dealer=dealer)
        # one score per side, near the end of the game
        scores = (rules.target - 2,) + (rules.target - 1 - game % 2,) * (rules.table.sides - 1)

        def start(d: euchre.Deal) -> euchre.State:
            return euchre.new_game(rules, dealer=dealer, deal=d, scores=scores)  # noqa: B023

        states, steps = [start(deal)], []
        while states[-1].phase is not Phase.DEAL and not states[-1].is_over:
            seat, action = states[-1].to_act, rng.choice(states[-1].legal_actions())
            assert seat is not None
            steps.append((seat, action))
            states.append(states[-1].apply(action))
        for k in [*range(0, len(states), 2), len(states) - 1]:
            for me in range(rules.players):
                seen = _seen(me, deal, steps[:k], states[: k + 1])
                twin = _replayed(start, deal, me, seen, steps[:k], rng)
                if twin is None or twin.hands[me] != states[k].hands[me]:
                    continue
                assert _pictures(twin.view(me)) == _pictures(states[k].view(me)), (k, me)
                compared += 1
                # the twin's cards differ where a picture of the whole State shows them
                differing += euchre.svg.table(twin) != euchre.svg.table(states[k])
    assert compared >= 50 and differing >= compared // 2, (compared, differing)


def test_a_views_svg_names_no_card_but_its_own_the_upcard_and_the_tricks() -> None:
    for name, _, state in _every_position():
        for seat in range(state.rules.players):
            view = state.view(seat)
            svg = euchre.svg.table(view)
            public = {c.symbol for c in view.hand} | {
                c.symbol for t in view.tricks for _, c in t.plays
            }
            if view.upcard is not None:
                public.add(view.upcard.symbol)
            if view.current_trick is not None:
                public |= {c.symbol for _, c in view.current_trick.plays}
            names = {
                re.split(" ", t)[-1] if t.startswith("upcard") else t.split(" ")[0]
                for t in _titles(svg)[1:]
            }
            assert names <= public, (name, seat, names - public)


def test_svg_double_deck_hands_leave_room_for_every_rank() -> None:
    """Twelve cards a hand (deck=48): a side seat's hand goes on two rows, so no card's
    corner ("10" and its suit) is covered by the next card."""
    import itertools
    import xml.etree.ElementTree as ET

    from euchre.svg import CARD_H, CARD_W, MIN_STEP

    rules = euchre.presets.BID_EUCHRE.replace(deck=48)
    state = euchre.new_game(rules, seed=2)
    ns = {"svg": "http://www.w3.org/2000/svg"}
    faces = [
        (float(r.get("x", 0)), float(r.get("y", 0)))
        for r in ET.fromstring(euchre.svg.table(state)).iter(f"{{{ns['svg']}}}rect")
        if r.get("width") == str(CARD_W)
        and r.get("height") == str(CARD_H)
        and r.get("fill") == "#fdfdf8"
    ]
    assert len(faces) == 48
    rows: dict[float, list[float]] = {}
    for x, y in faces:
        rows.setdefault(y, []).append(x)
    assert len(rows) > 3  # the side seats' hands take two rows each
    for xs in rows.values():
        xs.sort()
        assert all(b - a >= MIN_STEP for a, b in itertools.pairwise(xs)), xs


# --------------------------------------------------------------------- tables of 2, 3 and 6


def _table_positions(rules: euchre.RuleSet) -> list[euchre.State]:
    """A deal, a trick half played, and the end of the first hand, by random legal play."""
    rng = random.Random(5)
    state = euchre.new_game(rules, seed=5)
    out = [state]
    while state.phase is not Phase.PLAY:
        state = state.apply(rng.choice(state.legal_actions()))
    state = state.apply(rng.choice(state.legal_actions()))
    out.append(state)
    while not state.results:
        state = state.apply(rng.choice(state.legal_actions()))
    out.append(state)
    return out


def test_svg_places_keep_the_four_compass_seats_and_ring_other_tables() -> None:
    """design/any-table.md §3.8: PLACES unchanged at four; other tables round an ellipse,
    clockwise from the bottom, every card row inside the felt and no two seats alike."""
    assert euchre.svg.places(4) == euchre.svg.PLACES
    assert euchre.svg.trick_at(4) == euchre.svg.TRICK_AT
    for n in (2, 3, 5, 6):
        places = euchre.svg.places(n)
        assert len(places) == n and len(set(places)) == n
        assert places[0] == euchre.svg.PLACES[0]  # the viewer at the bottom
        for x, row, label, room in places:
            assert x - room / 2 >= 10 and x + room / 2 <= euchre.svg.TABLE_RIGHT - 10
            assert label > 58 and row + euchre.svg.CARD_H < euchre.svg.HEIGHT - 10
        xs = [x for x, _, _, _ in places[1:]]
        assert n == 2 or xs[0] < 262 < xs[-1]  # clockwise: the next seat on the viewer's left
        corners = euchre.svg.trick_at(n)
        assert len(set(corners)) == n
        for i, (x1, y1) in enumerate(corners):  # trick cards do not cover each other
            for x2, y2 in corners[i + 1 :]:
                assert abs(x1 - x2) >= euchre.svg.CARD_W or abs(y1 - y2) >= euchre.svg.CARD_H


@pytest.mark.parametrize("name", sorted(euchre.presets.TABLE_PRESETS))
def test_svg_html_and_text_of_two_three_and_six_seat_tables(name: str) -> None:
    """Every seat of the table drawn once by the table's own names (A, B, C ...), the
    score by its sides' labels, never a compass seat or NS/EW."""
    rules = euchre.presets.TABLE_PRESETS[name]
    t = rules.table
    for state in _table_positions(rules):
        picture = euchre.svg.table(state)
        texts = _texts(picture)
        labels = [text for text in texts if text.split(" ")[0] in t.seat_names]
        assert len(labels) >= t.players
        score = next(text for text in texts if text.endswith(f"(to {rules.target})"))
        assert score.startswith(f"{t.side_labels[0]} ") and "NS" not in score
        text = str(state)
        assert "North" not in text and "NS " not in text
        for seat in t.seat_names:
            assert f"\n{seat}" in text  # the ring: one line a seat
        assert html.escape(t.side_labels[-1]) in state._repr_html_()
    facts_ = facts(state)
    assert len(facts_.seats) == t.players
    assert [str(seat.seat) for seat in facts_.seats] == list(t.seat_names)
    assert facts_.last_hand.count(" +") + facts_.last_hand.count(" -") >= t.sides


@pytest.mark.parametrize("name", sorted(euchre.presets.TABLE_PRESETS))
def test_views_at_two_three_and_six_seats_draw_the_viewer_at_the_bottom_and_hide_the_rest(
    name: str,
) -> None:
    """A view's picture at another table: its own hand face up at the bottom place, every
    other seat a count of backs round the ellipse, no card of another hand named."""
    rules = euchre.presets.TABLE_PRESETS[name]
    for state in _table_positions(rules):
        for seat in range(rules.players):
            view = state.view(seat)
            picture = euchre.svg.table(view)
            ET.fromstring(picture)
            own = f"{rules.table.seat_names[seat]} (you)"
            assert any(text.startswith(own) or own in text for text in _texts(picture))
            x, _, label_y, _ = euchre.svg.places(rules.players)[0]
            assert f'x="{x}" y="{label_y}"' in picture.split(own)[0].rsplit("<text", 1)[-1]
            shown = {c.symbol for c in view.hand} | {c.symbol for _, c in facts(view).trick}
            if view.upcard is not None:
                shown.add(view.upcard.symbol)
            for other in range(rules.players):
                if other == seat:
                    continue
                hidden = {c.symbol for c in state.hands[other]} - shown
                for title in _titles(picture):
                    assert title not in hidden, (name, seat, title)
            assert view._repr_html_().startswith("<div") and str(view).startswith(
                f"{rules.table.seat_names[seat]}'s view"
            )
