"""The rules of play, one rule family per module.

=============  ====================================================================
module         rules
=============  ====================================================================
cardorder      effective suit, trump order, bowers, the joker, no trump high and low
making         Knock: round 1 and round 2, pickup and discard, stick the dealer, the
               joker upcard, declarations (ace no face, farmer's hand)
bidding        Bid Euchre: bids, naming trump, the call-for-best exchange, the moon
bids           what a bid is: its kind, tricks, action and text
alone          who may go alone (maker, partner, defenders), who sits out, first lead
play           following suit, tricks, reneges and claims
scoring        the Knock table, Bid points, renege penalties, game end, next dealer
dealing        starting a hand from a deal
explain        why an action is legal or not, citing the rule
ending         a hand scored or thrown in; the game over, or the deal moving on
core           the per-RuleSet values and the private hand record the modules share
perft          perft: the count of every decision sequence to the end of a hand
=============  ====================================================================

:mod:`euchre.state` holds the immutable :class:`~euchre.State` and dispatches each phase to
its module. Nothing here is public API; the rule map (``docs/rule-map.md``) names the
function where each RuleSet knob takes effect.
"""
