"""Save Doctor Lucky (Rettet Doktor Lucky): a sinking ship, a careless doctor, hidden hands."""
