"""Drawing the parts of a card face (see :mod:`tabletop.ui.card_face`)."""
