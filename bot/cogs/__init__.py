"""One module per feature; each is a discord.py extension loaded by ``TablehostBot``."""
