"""Game notation: records of whole games, written and read back, and replayed through the engine.

=========  ==========================================================================
module     holds
=========  ==========================================================================
records    the JSON forms of rules, deals, actions and games; the plain-text record;
           replaying a record with a report of what disagrees (public as
           ``euchre.records``)
egn        EGN (Euchre Game Notation): reading, rebuilding the deals, replaying and
           writing (public as ``euchre.egn``)
=========  ==========================================================================

Import them by their public paths:

>>> from euchre import egn, records
>>> issubclass(egn.EgnError, records.RecordError)
True
"""
