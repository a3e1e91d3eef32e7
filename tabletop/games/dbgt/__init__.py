"""Dragon Ball GT: the Physical Attack Table (:mod:`.pat`); the ruleset comes later (no Qt)."""
