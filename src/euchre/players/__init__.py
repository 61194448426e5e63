"""Players: computer players and the tools that pit them against each other.

=============  ====================================================================
module         what it does
=============  ====================================================================
bots           bots that play from a seat's view: RandomBot, RuleBot (documented
               heuristics), PIMCBot (sampling over the solver); ``play_hand``,
               ``play_game``, ``sample_state``
solver         the exact double-dummy solver of trick play (every hand known) and the
               points a hand scores under best play
duplicate      duplicate matches: each deal played twice with the seats swapped
simulate       many hands or games between bots, in parallel, summarised
simplebot      the small heuristic player of the ``euchre`` demo (``euchre.cli``)
isolation      ``ProcessBot``: a bot in a child process of its own, sent only its
               seat's view as JSON (for bots that must not reach each other's memory)
=============  ====================================================================

The public paths are ``euchre.bots``, ``euchre.solver``, ``euchre.duplicate`` and
``euchre.simulate``, which re-export these modules. Card order, the seats in play, bids and
scoring come from the engine (:mod:`euchre.engine.cardorder`: effective suits, POWER, trick
winners, suits and ranks of card indices; :mod:`euchre.engine.alone`; :mod:`euchre.engine.
bidding`: a bid's kind and tricks; :mod:`euchre.engine.scoring`); nothing here ranks cards,
reads a bid or scores a hand another way.
"""
