"""Trepanation: worker placement over six days for 2-5 fraudulent physicians."""
