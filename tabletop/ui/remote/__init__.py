"""Remote play in the window: Game → Host Game… and Join Game…, the two windows' sessions, the
Other Player dock (chat and requests), and the link's messages turned into queued signals."""
