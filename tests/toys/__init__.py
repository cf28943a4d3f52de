"""Small complete games for the platform's tests (not offered to players): each one file of
rules and words, its numbers in ``<name>.toml`` and its sentences in ``<name>_words.toml``."""
