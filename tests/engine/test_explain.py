"""The referee's answers: every explanation of a legal action names its rule in plain words,
then the knob value that allows it and the rule texts (presets) that hold it, then, in one
clause, the rule texts that rule otherwise; only knobs that apply to the variant are named;
every cited section of the rules page exists.

The rule texts are read off the presets (``euchre.rules.sources``), never restated here:
each test computes which presets hold which value.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import euchre
from _examples import examples
from euchre import Phase, RuleSet, Seat, presets
from euchre.engine import explain
from euchre.rules import sources
from strategies import any_rulesets

DOCS = Path(__file__).resolve().parents[2] / "docs"

#: A deal where West orders up hearts (East deals): the one the docs' disputes use.
DEAL = euchre.Deal(
    hands=("Jd 9s Ts Qs Ks", "9c Tc Jc Qc Kc", "Ac 9d Td Qd Kd", "Ad 9h Th Qh Kh"),
    upcard="Ah",
    kitty=("Jh", "Js", "As"),
)

#: Rule sets whose explanations are swept: every preset and a few with the rarer rules.
SWEPT = [presets.get(name) for name in presets.names()] + [
    presets.STANDARD.replace(renege="penalise", no_trump=True, canadian_loner=True, call_for_best=True),
    presets.CARDGAMES_IO.replace(farmers_hand="exchange", ace_no_face=True, deck=25),
    presets.BID_EUCHRE.replace(deck=25, stick_the_dealer=True, bid_no_trump=True, bid_low_no_trump=True),
    presets.STANDARD.replace(defender_alone="vs_lone_maker", alone_timing="with_call"),
]


def _texts_holding(
    knob: str, value: object, variant: str = "knock", table: tuple[int, str] = (4, "teams")
) -> list[str]:
    """The rule texts of the presets at ``table`` (``(players, partnership)``, the four-seat
    game by default) that hold ``knob=value``, as explanations name them: a rule at one
    table is held or contradicted only by the texts of that table."""
    return [
        sources.text_name(name, knob)
        for name in presets.names()
        if presets.get(name).variant == variant
        and (presets.get(name).players, presets.get(name).partnership) == table
        and sources.applies(presets.get(name), knob)
        and getattr(presets.get(name), knob) == value
    ]


def _legal_explanations(
    rules: RuleSet, games: int = 12, turns: bool = False
) -> list[tuple[RuleSet, str]]:
    """The explanation of every legal action met in random games under ``rules`` (and,
    with ``turns``, every turn question's answer)."""
    out = []
    for seed in range(games):
        rng = random.Random(seed)
        state = euchre.new_game(rules, seed=seed)
        for _ in range(50):
            legal = state.legal_actions()
            if state.is_over or not legal:
                break
            out.extend((rules, state.explain(action).message) for action in legal)
            if turns:
                out.append((rules, state.explain_turn().message))
            state = state.apply(rng.choice(legal))
    return out


# ------------------------------------------------------------------ the dealer's pickup


def test_standard_ordered_up_dealer_may_leave_the_upcard_and_the_texts_that_disagree() -> None:
    """The North American rule text lets an ordered-up dealer leave the upcard; every other
    Knock preset (Hoyle's laws 76 and 86 among them, when HOYLE is a preset) makes the
    dealer take it, and the explanation says so in one clause."""
    state = euchre.new_game(presets.STANDARD, dealer=Seat.EAST, deal=DEAL)
    state = state.apply_all("pass; pass; order up")  # West orders up; East deals
    assert state.phase is Phase.PICKUP and state.to_act is Seat.EAST
    text = state.explain("pass").message
    rule, _, contrast = text.partition("); ")
    assert rule.startswith(
        "pass is legal: the dealer may leave the upcard when another player orders it up "
        "(dealer_pickup='optional', the North American rule text; see "
        + explain.section_url("Making trump")
    )
    takers = _texts_holding("dealer_pickup", "mandatory")
    assert takers and contrast.endswith(" make the dealer take it.")
    for name in takers:
        assert name in contrast
    if "HOYLE" in presets.names():
        assert contrast.startswith("Hoyle's laws 76 and 86")


def test_hoyle_law88_contrast_when_the_dealer_discards_the_card_just_taken() -> None:
    """Under STANDARD the dealer may discard the upcard just taken; the texts that forbid
    it (OpenSpiel; Hoyle's law 88) are named. Another discard names no contrast."""
    state = euchre.new_game(presets.STANDARD, dealer=Seat.EAST, deal=DEAL)
    state = state.apply_all("pass; pass; order up; pick up")
    text = state.explain("discard Ah").message
    assert "may discard the upcard itself (discard_upcard=True" in text
    forbidding = _texts_holding("discard_upcard", False)
    assert forbidding and text.endswith(" discarding the card just taken up.")
    for name in forbidding:
        assert name in text.split("); ", 1)[1]
    plain = state.explain("discard 9c").message
    assert "discard_upcard" not in plain and "); " not in plain


# ------------------------------------------------------------------ going alone


def _standard_alone_phase() -> euchre.State:
    """STANDARD, East deals; North names clubs in round 2: North (the maker) is asked
    about going alone, then South, who passed twice in the bidding."""
    state = euchre.new_game(presets.STANDARD, dealer=Seat.EAST, deal=DEAL)
    return state.apply_all("pass; pass; pass; pass; pass; pass; call clubs")


def test_standard_partner_may_go_alone_and_the_texts_that_let_only_the_maker() -> None:
    state = _standard_alone_phase().apply("pass")  # North, the maker, plays with the partner
    assert state.phase is Phase.ALONE and state.to_act is Seat.SOUTH
    text = state.explain("go alone").message
    assert text.startswith(
        "go alone is legal: the maker's partner may go alone on the partner's trump"
    )
    assert "(alone='maker_or_partner', alone_timing='after_call'" in text
    only_maker = _texts_holding("alone", "maker")
    assert only_maker and "let only the maker go alone" in text
    for name in only_maker:
        assert name in text.split("); ", 1)[1]


def test_maker_going_alone_after_the_call_names_the_texts_that_announce_it_with_the_call() -> None:
    state = _standard_alone_phase()
    assert state.to_act is Seat.NORTH
    text = state.explain("go alone").message
    assert "alone_timing='after_call'" in text
    with_call = _texts_holding("alone_timing", "with_call")
    assert with_call and text.endswith("have it announced with the order up or the call.")


def test_cardgames_io_order_up_alone_names_the_texts_that_ask_after_the_call() -> None:
    state = euchre.new_game(presets.CARDGAMES_IO, dealer=Seat.EAST, deal=DEAL)
    text = state.explain("order up alone").message
    assert text.startswith("order up alone is legal: a player who orders up (making hearts trump)")
    assert "(alone='maker', alone_timing='with_call', cardgames.io" in text
    assert text.endswith("ask after trump is fixed.")


# ------------------------------------------------------------------ the table's words


def test_renege_claim_is_explained_in_the_words_of_describe() -> None:
    """The claim's explanation says the penalty as ``describe()`` does ("the claimants
    score 2"), not the knob's value."""
    rules = presets.CARDGAMES_IO.replace(renege="penalise")
    state = euchre.new_game(rules, dealer=Seat.EAST, deal=DEAL)
    state = state.apply_all("pass; order up; discard 9c; play Kd; play 9h")  # West reneges
    text = state.explain("claim renege west").message
    described = rules.describe()
    assert "an opponent may claim it " in described  # the words explain quotes from describe()
    penalty = described.split("an opponent may claim it ", 1)[1].split(".", 1)[0]
    assert penalty in text and "the claimants score 2" in text
    assert "RuleSet knobs" not in text and "'opponents_gain'" not in text.split("(", 1)[0]


def test_renege_played_says_the_penalty_in_plain_words() -> None:
    rules = presets.CARDGAMES_IO.replace(renege="penalise")
    state = euchre.new_game(rules, dealer=Seat.EAST, deal=DEAL)
    state = state.apply_all("pass; order up; discard 9c; play Kd")
    text = state.explain("play 9h").message
    assert "An opponent may claim it until the end of the hand: if proven, the claimants score 2" in text
    assert "penalty 'opponents_gain'" not in text


@pytest.mark.parametrize("rules", SWEPT, ids=repr)
def test_legal_explanations_name_knobs_after_plain_words_and_only_knobs_that_apply(
    rules: RuleSet,
) -> None:
    """In every legal action's explanation a knob value (``knob=value``) appears only
    inside the parentheses after the rule's plain words, and only a knob that applies
    under the rules (no ``dealer_pickup`` in Bid Euchre, no ``bid_*`` in Knock)."""
    names = {a.name for a in euchre.RuleSet.__attrs_attrs__}
    found = _legal_explanations(rules)
    assert found
    for _, text in found:
        head = text.split(" (", 1)[0]
        assert not re.search(r"\b[a-z_]+=", head), text
        for knob in re.findall(r"\b([a-z_]+)=", text):
            if knob in names:
                assert sources.applies(rules, knob), (knob, text)


def test_every_section_an_explanation_cites_exists() -> None:
    """Every address of the rules page an explanation cites (the RULE table, every legal
    action's sentence and every turn question's answer met in play) is a heading of
    docs/rules.md."""
    toc = pytest.importorskip("markdown.extensions.toc")
    page = (DOCS / "rules.md").read_text(encoding="utf-8")
    anchors = {toc.slugify(h, "-") for h in re.findall(r"^#{1,6}\s+(.+?)\s*$", page, re.M)}
    texts = list(explain.RULE.values())
    for rules in SWEPT:
        texts.extend(text for _, text in _legal_explanations(rules, games=4, turns=True))
    cited = {url for text in texts for url in re.findall(re.escape(explain.RULES_URL) + r"#([a-z-]+)", text)}
    assert len(cited) >= 6
    assert cited <= anchors, cited - anchors


# ------------------------------------------------------------------ the rule texts


def test_a_new_preset_shows_up_in_the_contrasts_by_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    """The contrasts are read off the presets: a preset added to the registry is named
    (by its RuleSet's name) with no other change."""
    house = RuleSet(name="Kitchen table rules (preset KITCHEN)", stick_the_dealer=True)
    monkeypatch.setitem(presets._PRESETS, "KITCHEN", house)
    assert "KITCHEN" in sources.holders("stick_the_dealer", True, "knock")
    assert "Kitchen table rules" in sources.otherwise(presets.STANDARD, "stick_the_dealer")
    state = euchre.new_game(presets.STANDARD, dealer=Seat.EAST, deal=DEAL)
    state = state.apply_all("pass; pass; pass; pass; pass; pass; pass")  # East, the dealer
    assert "Kitchen table rules" in state.explain("pass").message


def test_sources_name_only_knobs_of_the_variant() -> None:
    bid = presets.BID_EUCHRE
    assert not sources.applies(bid, "dealer_pickup") and not sources.applies(bid, "alone")
    assert sources.applies(bid, "bid_best") and not sources.applies(presets.STANDARD, "bid_best")
    assert sources.cite(bid, "dealer_pickup", "bid_best") == "bid_best=True, the Bid Euchre rule text"
    assert sources.otherwise(bid, "dealer_pickup") == ""


def test_every_knob_value_explanations_cite_has_plain_words() -> None:
    """Each (knob, value) the explanations contrast has its words in sources.MEANS (a value
    without words would be stated as 'knob is value')."""
    for knob in ("dealer_pickup", "alone", "alone_timing", "defender_alone"):
        for value in euchre.rules.ruleset.KNOBS[knob].choices:
            assert (knob, value) in sources.MEANS, (knob, value)
    for knob in ("discard_upcard", "stick_the_dealer", "no_trump", "partner_alone_after_passing"):
        for value in (True, False):
            if hasattr(presets.STANDARD, knob):
                assert (knob, value) in sources.MEANS, (knob, value)


# ------------------------------------------------------------------ turn questions


def test_turn_question_in_round_1_names_the_dealer_and_who_spoke() -> None:
    state = euchre.new_game(presets.STANDARD, dealer=Seat.EAST, deal=DEAL).apply("pass")
    why = state.explain_turn()
    assert why.legal and why.reason is None
    assert why.message.startswith(
        "West is to act. Round 1 of the bidding goes once round the table clockwise from the "
        "dealer's left: East deals, so South spoke first; South passed (see "
        + explain.section_url("Making trump")
    )
    assert euchre.explain_turn(state) == why


def test_turn_question_for_another_seat_says_who_is_to_act_and_why() -> None:
    state = euchre.new_game(presets.STANDARD, dealer=Seat.EAST, deal=DEAL).apply("pass")
    why = state.explain_turn(Seat.NORTH)
    assert not why.legal and why.reason is not None
    assert why.message.startswith("North is not to act: West is. Round 1 of the bidding")
    assert state.explain_turn("north") == why == state.explain_turn(0) == euchre.explain_turn(state, "n")
    assert state.explain_turn("west").legal
    for bad in ("nowhere", 4, True, 1.0):
        with pytest.raises(euchre.ArgumentError, match="seat="):
            state.explain_turn(bad)  # type: ignore[arg-type]


def test_stuck_dealer_turn_question_cites_stick_the_dealer() -> None:
    state = euchre.new_game(presets.CARDGAMES_IO, dealer=Seat.EAST, deal=DEAL)
    state = state.apply_all("pass; pass; pass; pass; pass; pass; pass")
    assert state.to_act is Seat.EAST
    text = state.explain_turn().message
    assert "the first three passed, so the dealer must name trump (stick_the_dealer=True" in text


def test_cardgames_io_first_lead_left_of_the_dealer_and_the_texts_that_disagree() -> None:
    """cardgames.io: left of the dealer leads; under Games4All (left of the maker) North
    would lead: the turn question says both, from the presets' values."""
    state = euchre.new_game(presets.CARDGAMES_IO, dealer=Seat.EAST, deal=DEAL)
    state = state.apply_all("pass; order up; discard 9c")  # West orders up
    text = state.explain_turn(Seat.WEST).message
    assert text.startswith(
        "West is not to act: South is. East deals, and the player left of the dealer leads "
        "the first trick: South (first_lead='dealer_left', "
    )
    assert explain.section_url("First lead") in text
    assert "under Games4All North would lead (left of the maker)" in text


def test_seed004_lone_player_left_leads_and_both_alone_the_lone_defender_leads() -> None:
    """STANDARD (seed 004): the player left of the lone player leads; with both sides alone,
    the lone defender."""
    state = euchre.new_game(presets.STANDARD, dealer=Seat.EAST, deal=DEAL)
    state = state.apply_all("pass; pass; pass; pass; pass; pass; call clubs; go alone")
    assert state.phase is Phase.ALONE  # the defenders are asked
    lone = state.apply("pass").apply("pass")
    assert lone.to_act is Seat.EAST
    assert lone.explain_turn().message.startswith(
        "East is to act. North plays alone, and the player left of the lone player leads the "
        "first trick: East (first_lead='lone_left'"
    )
    both = state.apply("go alone")
    defender = both.lone_defender
    assert both.to_act is defender
    assert f"North and {defender} go alone: the lone defender leads the first trick: {defender}" in (
        both.explain_turn().message
    )
    south = both.explain_turn(Seat.SOUTH).message
    assert "South sits out this hand: the partner, North, plays alone." in south


def test_the_winner_of_a_trick_leads_the_next_and_play_goes_clockwise() -> None:
    state = euchre.new_game(presets.CARDGAMES_IO, dealer=Seat.EAST, deal=DEAL)
    state = state.apply_all("pass; order up; discard 9c; play Kd")
    assert state.explain_turn().message.startswith(
        "West is to act. South led this trick, and play goes clockwise (see "
    )
    state = state.apply_all("play Ad; play Jd; play Qc")
    winner = state.tricks[-1].winner
    assert state.explain_turn().message.startswith(
        f"{winner} is to act. {winner} won trick 1, and the winner of a trick leads the next"
    )


def test_first_lead_words_name_the_engines_first_leader_in_every_case() -> None:
    """first_lead_why names the seat the engine's first_leader picks, for every value of
    first_lead, every dealer, maker, lone player and lone defender."""
    from euchre.engine.alone import first_leader, seats_in_play
    from euchre.engine.core import compile_rules

    for first_lead in ("dealer_left", "maker_left", "lone_left"):
        c = compile_rules(presets.STANDARD.replace(first_lead=first_lead))
        for dealer in range(4):
            for maker in range(4):
                for alone in (-1, maker, maker ^ 2):
                    for defender in (-1, (maker + 1) & 3, (maker + 3) & 3):
                        active = seats_in_play(alone, defender)
                        leader = first_leader(first_lead, dealer, maker, alone, defender, active)
                        text = explain.first_lead_why(c, dealer, maker, alone, defender, active)
                        named = text.split(" leads the first trick: ", 1)[1].split(" ", 1)[0]
                        assert named == str(Seat(leader)), text


def test_nobody_is_to_act_when_the_game_is_over() -> None:
    state = euchre.new_game(presets.CARDGAMES_IO, seed=1)
    rng = random.Random(0)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    assert state.explain_turn().message.startswith("Nobody is to act: the game is over")
    assert not state.explain_turn(Seat.NORTH).legal


# ------------------------------------------------------------------ the new table rules


def test_hoyle_law93_turn_question_says_why_a_partner_who_passed_is_not_asked() -> None:
    """With partner_alone_after_passing=False (Hoyle's law 93) the maker's partner who has
    passed is never asked about going alone; asking why says so."""
    rules = presets.STANDARD.replace(partner_alone_after_passing=False)
    state = euchre.new_game(rules, dealer=Seat.EAST, deal=DEAL)
    state = state.apply_all("pass; pass; pass; pass; pass; pass; call clubs; pass")
    assert state.to_act is not Seat.SOUTH  # North made trump; South passed twice
    text = state.explain_turn(Seat.SOUTH).message
    assert "South is not asked whether to go alone: South passed in the bidding" in text
    assert "partner_alone_after_passing=False" in text


def test_natural_trump_refusal_is_explained_by_its_rule() -> None:
    """natural_trump='to_order': North holds the J♦ (the left bower of hearts) but no heart,
    so may not order up hearts; the refusal names the natural-trump rule."""
    rules = presets.CARDGAMES_IO.replace(natural_trump="to_order")
    state = euchre.new_game(rules, dealer=Seat.WEST, deal=DEAL)
    assert state.to_act is Seat.NORTH and not state.is_legal("order up")
    why = state.explain("order up")
    assert why.reason is euchre.Reason.NO_NATURAL_TRUMP
    assert "North holds no natural heart" in why.message
    assert explain.section_url("Making trump") in why.message
    with pytest.raises(euchre.IllegalActionError) as error:
        state.apply("order up")
    assert error.value.reason is euchre.Reason.NO_NATURAL_TRUMP
    dealer = state.apply_all("pass; pass; pass")  # West, the dealer, holds hearts
    assert dealer.to_act is Seat.WEST and dealer.is_legal("order up")
    east = euchre.new_game(rules, dealer=Seat.NORTH, deal=DEAL)  # East speaks first, no heart
    assert not east.is_legal("order up")
    west_first = euchre.new_game(rules, dealer=Seat.SOUTH, deal=DEAL)  # West speaks first
    text = west_first.explain("order up").message
    assert west_first.to_act is Seat.WEST and "natural_trump='to_order'" in text


def test_refusals_say_the_rule_in_plain_words_before_the_knob() -> None:
    """Refusals of a lone order up and of a declaration say the rule first, the knob after
    in parentheses, and, where the rule texts differ, which of them rule otherwise."""
    state = euchre.new_game(presets.STANDARD, dealer=Seat.EAST, deal=DEAL)
    text = state.explain("order up alone").message
    assert "not legal now: going alone is not announced with the order up here: it is decided " in text
    assert "(alone_timing='after_call', the North American rule text" in text
    assert "have it announced with the order up or the call" in text
    nobody = presets.STANDARD.replace(alone="nobody", defender_alone="never")
    text = euchre.new_game(nobody, dealer=Seat.EAST, deal=DEAL).explain("order up alone").message
    assert "nobody may go alone under these rules (alone='nobody')" in text
    assert "let only the maker go alone" in text
    text = state.explain("declare ace no face").message
    assert "these rules play no ace-no-face throw-in (ace_no_face=False)" in text


def test_one_rule_text_takes_a_singular_verb() -> None:
    """"the North American rule text lets ...", "cardgames.io and OpenSpiel stick ..."."""
    assert sources.holders("dealer_pickup", "optional", "knock") == ("STANDARD",)
    assert sources.otherwise(presets.CARDGAMES_IO, "dealer_pickup") == (
        "the North American rule text lets the dealer leave it"
    )
    sticking = sources.holders("stick_the_dealer", True, "knock")
    assert len(sticking) > 1
    assert sources.otherwise(presets.STANDARD, "stick_the_dealer").endswith(" stick the dealer")


# ------------------------------------------------------------------ over random rules


@settings(max_examples=examples(40), deadline=None)
@given(rules=any_rulesets(), seed=st.integers(0, 2**16))
def test_property_every_answer_of_the_referee_names_its_rule(rules: RuleSet, seed: int) -> None:
    """Over random RuleSets and random legal play: every legal action's explanation says it
    is legal, states its rule in plain words before any knob, names only knobs that apply,
    and cites the rules page; every turn question names the seat to act and cites it too;
    a refusal of an action nobody lists is an IllegalActionError with a reason."""
    names = {a.name for a in euchre.RuleSet.__attrs_attrs__}
    rng = random.Random(seed)
    state = euchre.new_game(rules, seed=seed)
    for _ in range(40):
        legal = state.legal_actions()
        if state.is_over or not legal:
            break
        turn = state.explain_turn()
        assert turn.legal and turn.message.startswith(f"{state.to_act} is to act. ")
        assert explain.RULES_URL in turn.message
        for action in legal:
            why = state.explain(action)
            assert why.legal and why.message.startswith(f"{action} is legal")
            assert not re.search(r"\b[a-z_]+=", why.message.split(" (", 1)[0]), why.message
            for knob in re.findall(r"\b([a-z_]+)=", why.message):
                assert knob not in names or sources.applies(rules, knob), (knob, why.message)
        state = state.apply(rng.choice(legal))


def test_off_suit_ace_rule_refusal_and_play_are_explained_by_their_rule() -> None:
    """trump_off_suit_ace=False (a house rule): South, out of clubs, may not trump East's
    A♣; the refusal names the rule and the presets that allow it; a diamond's explanation
    says any card but a trump may be played."""
    rules = euchre.RuleSet(trump_off_suit_ace=False)
    deal = euchre.Deal(
        hands=("Jh Ad Ah Kh Qh", "9h Th Ac Kc Qc", "Jd Kd Qd Td 9d", "As Ks Qs Js Ts"),
        upcard="9s",
        kitty="9c Tc Jc",
    )
    state = euchre.new_game(rules, dealer=Seat.NORTH, deal=deal)
    state = state.apply_all("pass; pass; pass; pass; call hearts; play Ac")
    why = state.explain("play Jd")
    assert why.reason is euchre.Reason.MAY_NOT_TRUMP_ACE
    assert "South holds no club, and East's A♣ wins the trick" in why.message
    allowing = _texts_holding("trump_off_suit_ace", True)
    assert allowing and "let a player trump an off-suit ace" in why.message
    text = state.explain("play Kd").message
    assert "any card but a trump may be played (trump_off_suit_ace=False" in text


def test_going_alone_states_the_call_for_best_exception() -> None:
    """With call_for_best the lone player's explanation says the partner first hands over
    the best card (and names the knob); without it, it says nothing of the kind."""
    rules = presets.CARDGAMES_IO.replace(call_for_best=True)
    text = euchre.new_game(rules, dealer=Seat.EAST, deal=DEAL).explain("order up alone").message
    assert "the partner first hands the lone player the best card" in text
    assert "call_for_best=True" in text
    plain = euchre.new_game(presets.CARDGAMES_IO, dealer=Seat.EAST, deal=DEAL)
    assert "best card" not in plain.explain("order up alone").message


def test_a_refusals_rule_citation_names_only_knobs_of_the_variant() -> None:
    """Bid Euchre's refusal of a farmer's hand says why in its own words and cites no
    Knock knob (farmers_hand, no_trump); Knock's refusal keeps them."""
    bid = euchre.new_game(presets.BID_EUCHRE, seed=1).explain("declare farmer").message
    assert "Bid Euchre plays no farmer's hand" in bid
    assert "farmers_hand" not in bid and "no_trump" not in bid
    assert "(rule: declarations and no trump (misdeal, ace_no_face); see " in bid
    knock = euchre.new_game(presets.STANDARD, seed=1).explain("declare farmer").message
    assert "(misdeal, ace_no_face, farmers_hand, no_trump)" in knock


def test_bicycle_renege_taken_back_before_the_trick_is_over_is_explained() -> None:
    """renege_take_back (Bicycle: a renege caught before the trick has finished is picked
    up without penalty): the renege's and the claim's explanations say so, in describe()'s
    words, and name the knob."""
    rules = presets.CARDGAMES_IO.replace(renege="penalise", renege_take_back=True)
    state = euchre.new_game(rules, dealer=Seat.EAST, deal=DEAL)
    state = state.apply_all("pass; order up; discard 9c; play Kd")
    for text in (
        state.explain("play 9h").message,
        state.apply("play 9h").explain("claim renege west").message,
    ):
        assert "a renege caught before its trick is over is taken back instead, with no penalty" in text
        assert "renege_take_back=True" in text.split("(renege=", 1)[1]
    plain = euchre.new_game(presets.CARDGAMES_IO.replace(renege="penalise"), dealer=Seat.EAST, deal=DEAL)
    plain = plain.apply_all("pass; order up; discard 9c; play Kd")
    assert "taken back" not in plain.explain("play 9h").message


def test_turn_question_says_why_a_seat_is_not_asked_about_going_alone() -> None:
    """OpenSpiel asks only the maker about going alone: asking why the partner, or a
    defender, is not asked names the rule (alone='maker', defender_alone='never') and the
    rule texts that would ask them."""
    state = euchre.new_game(presets.OPENSPIEL, dealer=Seat.EAST, deal=DEAL)
    state = state.apply_all("pass; order up; discard 9c")  # West orders up: the maker
    assert state.phase is Phase.ALONE and state.to_act is Seat.WEST
    partner = state.explain_turn(Seat.EAST).message
    assert "East is not asked whether to go alone: only the maker" in partner
    assert "(alone='maker', " in partner and "let the maker's partner go alone too" in partner
    defender = state.explain_turn(Seat.NORTH).message
    assert "North is not asked whether to go alone: no defender may go alone" in defender
    assert "lets a defender go alone" in defender  # the North American rule text


def test_euchrecom_misdeal_call_explained_by_its_rule_and_refused_after_a_word() -> None:
    """misdeal="same_dealer" (euchre.com: "the same dealer must reshuffle and redealt the
    cards"): the call is legal before anyone has spoken, with the rule, its knobs and the
    text that rules otherwise (Hoyle's law 41); refused after a pass, and when off."""
    rules = RuleSet(misdeal="same_dealer")
    state = euchre.new_game(rules, seed=7)
    why = state.explain("declare misdeal")
    assert why.legal and "nobody has spoken yet" in why.message
    assert "the same dealer deals again (euchre.com)" in why.message
    assert "misdeal='same_dealer'" in why.message and "misdeals_to_pass=3" in why.message
    refused = state.apply("pass").explain("misdeal")
    assert not refused.legal and refused.reason is euchre.Reason.NOT_ELIGIBLE
    assert "before anyone has spoken" in refused.message
    off = euchre.new_game(presets.STANDARD, seed=7).explain("declare misdeal")
    assert not off.legal and "misdeal='off'" in off.message
    assert "Hoyle's law 41" in off.message
    hoyle = euchre.new_game(RuleSet(misdeal="next_dealer"), seed=7).explain("misdeal")
    assert "Hoyle's law 41: a misdeal loses the deal" in hoyle.message
    assert "misdeals_to_pass" not in hoyle.message  # it applies only with the same dealer
