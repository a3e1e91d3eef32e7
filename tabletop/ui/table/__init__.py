"""The table: a Graphics View scene with the cards and zones, and the view that shows it."""
