"""Turn notices: how each person hears that it is their turn (/notify)."""
