"""Drawing helpers shared by every game's pictures: text, tokens, names, PNG encoding."""
